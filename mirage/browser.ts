// The mock API as the app starts it in the browser (dev server without API_URL, demo build).
import type { MockScenario } from '~/app/mockScenarios'
import { contextOf } from './context'
import { seedLargeAuditLog } from './sim/scenarios/auditLog'
import { seedBulkProject } from './sim/scenarios/largeFleet'
import {
  logRequests,
  makeServer,
  readMockOptionsFromBrowser,
  type MockOptions,
  type SentRequest,
} from './server'

declare global {
  interface Window {
    /** The running mock and what it answered: for the e2e tests and for poking at the demo from devtools. */
    mockApi?: { requests: SentRequest[]; scenario: MockScenario }
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
  if (options.largeAuditLog && silo) seedLargeAuditLog(ctx, silo, 10_000)
  // Mock requests never reach the network, so browser tooling cannot see them; this log can.
  const requests = logRequests(server, [], { timed: true })
  window.mockApi = { requests, scenario: options.scenario ?? 'default' }
  return server
}
