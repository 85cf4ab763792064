// The mock API as the app starts it in the browser (dev server without API_URL, demo build).
import { contextOf } from './context'
import { seedBulkProject } from './scenarios/largeFleet'
import { makeServer, readMockOptionsFromBrowser, type MockOptions } from './server'

type LoggedRequest = { method: string; url: string; body: unknown }

declare global {
  interface Window {
    /** The running mock and what it answered: for the e2e tests and for poking at the demo from devtools. */
    mockApi?: { requests: LoggedRequest[] }
  }
}

/**
 * `?mock-large-project=1` (or localStorage `mock-large-project`): the project `bulk-1000` with
 * 1,000 instances is added to the scenario, for paging at scale (the bench's paging figure).
 */
function largeProjectRequested(): boolean {
  const fromQuery = new URLSearchParams(window.location.search).get('mock-large-project')
  if (fromQuery !== null) return fromQuery === '1'
  try {
    return window.localStorage.getItem('mock-large-project') === '1'
  } catch {
    return false // storage can be disabled (privacy modes); the switch is then off
  }
}

/** `fixed` options win over the page's switches (screen stories always freeze the seed). */
export function startMockApi(fixed: Pick<MockOptions, 'freezeStates'> = {}) {
  const server = makeServer({
    environment: 'development',
    ...readMockOptionsFromBrowser(),
    ...fixed,
  })
  const ctx = contextOf(server)
  const silo = ctx.schema.findBy('silo', { name: 'prairie' })
  if (largeProjectRequested() && silo && !ctx.schema.findBy('project', { name: 'bulk-1000' })) {
    ctx.seeding = true
    seedBulkProject(ctx, silo)
    ctx.seeding = false
  }
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
