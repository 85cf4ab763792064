import type { Server } from 'miragejs'
import { makeServer } from '~mirage/server'

/**
 * For compute tests: a seeded mock whose clock moves only when told. Transitions settle on the
 * next request against Date.now(), so faking Date (and nothing that schedules work) makes them
 * deterministic. The seeded transitional states settle too (as in the browser), unless
 * `freezeStates`.
 */
export function seededFleetWithClock(
  start = Date.UTC(2026, 0, 1, 12),
  { freezeStates = false }: { freezeStates?: boolean } = {},
) {
  let server: Server | undefined
  beforeEach(() => {
    jest.useFakeTimers({
      doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'nextTick'],
    })
    jest.setSystemTime(start)
    server = makeServer({ environment: 'test', seed: true, freezeStates })
  })
  afterEach(() => {
    server?.shutdown()
    jest.useRealTimers()
  })
  return {
    server: (): Server => {
      if (!server) throw new Error('the mock starts in beforeEach')
      return server
    },
    advance: (ms: number) => jest.setSystemTime(Date.now() + ms),
  }
}
