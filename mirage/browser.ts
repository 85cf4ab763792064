// The mock API as the app starts it in the browser (dev server without API_URL, demo build).
import type { MockScenario } from '~/app/mockScenarios'
import { contextOf } from './context'
import { seedBulkProject } from './scenarios/largeFleet'
import { makeServer, readMockOptionsFromBrowser, type MockOptions } from './server'

type LoggedRequest = { method: string; url: string; body: unknown }

declare global {
  interface Window {
    /** The running mock and what it answered: for the e2e tests and for poking at the demo from devtools. */
    mockApi?: { requests: LoggedRequest[]; scenario: MockScenario }
  }
}

/** `fixed` options win over the page's switches (screen stories always freeze the seed). */
export function startMockApi(fixed: Pick<MockOptions, 'freezeStates'> = {}) {
  const options = { ...readMockOptionsFromBrowser(), ...fixed }
  const server = makeServer({ environment: 'development', ...options })
  const ctx = contextOf(server)
  const silo = ctx.schema.findBy('silo', { name: 'prairie' })
  if (options.largeProject && silo && !ctx.schema.findBy('project', { name: 'bulk-1000' })) {
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
  window.mockApi = { requests, scenario: options.scenario ?? 'default' }
  return server
}
