// The mock API as the app starts it in the browser (dev server without API_URL, demo build).
import { largeProjectRequested, seedLargeProject } from './largeProject'
import { makeServer, readMockOptionsFromBrowser, type MockOptions } from './server'

type LoggedRequest = { method: string; url: string; body: unknown }

declare global {
  interface Window {
    /** The running mock and what it answered: for the e2e tests and for poking at the demo from devtools. */
    mockApi?: { requests: LoggedRequest[] }
  }
}

/** `fixed` options win over the page's switches (screen stories always freeze the seed). */
export function startMockApi(fixed: Pick<MockOptions, 'freezeStates'> = {}) {
  const server = makeServer({
    environment: 'development',
    ...readMockOptionsFromBrowser(),
    ...fixed,
  })
  if (largeProjectRequested()) seedLargeProject(server)
  const requests: LoggedRequest[] = []
  // Mock requests never reach the network, so browser tooling cannot see them; this log can.
  server.pretender.handledRequest = (verb, url, request) => {
    let body: unknown = request.requestBody
    try {
      body = typeof body === 'string' && body ? JSON.parse(body) : body
    } catch {
      // not JSON (form posts): keep the raw text
    }
    requests.push({ method: verb, url, body })
  }
  window.mockApi = { requests }
  return server
}
