import type { MockApi } from '../api/define'

export function systemStatusHandlers(api: MockApi) {
  // Health check: answers whether or not anyone is signed in, like the real endpoint.
  api.open('ping', () => ({ status: 'ok' }))
}
