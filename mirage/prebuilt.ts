import type { MockScenario } from '~/app/mockScenarios'
import { startMockApi as start } from './browser'
import { addBuiltRecords, type ScenarioRecords } from './sim/scenarios'
import { auditLogFromNow, cooldownsFromNow, happeningNow } from './sim/scenarios/happeningNow'
import { readMockOptionsFromBrowser } from './server'

// The demo build's fleet: each scenario's records were built by its factories when the demo was
// built (scenarios/fleetRecords.loader.js), one chunk each, so a page load inserts them instead
// of building the fleet through Mirage's ORM. Stories and tests still build it in the page.
const FLEETS: Record<MockScenario, () => Promise<{ default: ScenarioRecords }>> = {
  default: () =>
    import(
      /* webpackChunkName: "fleet-default" */ './sim/scenarios/records?scenario=default&fleet-records'
    ),
  'empty-silo': () =>
    import(
      /* webpackChunkName: "fleet-empty-silo" */ './sim/scenarios/records?scenario=empty-silo&fleet-records'
    ),
  'large-fleet': () =>
    import(
      /* webpackChunkName: "fleet-large" */ './sim/scenarios/records?scenario=large-fleet&fleet-records'
    ),
  incident: () =>
    import(
      /* webpackChunkName: "fleet-incident" */ './sim/scenarios/records?scenario=incident&fleet-records'
    ),
}

/** The mock as the demo build and the dev server start it: on the scenario's prebuilt records. */
export async function startMockApi() {
  const scenario = readMockOptionsFromBrowser().scenario ?? 'default'
  const records = (await FLEETS[scenario]()).default
  const timed = scenario === 'incident' ? happeningNow(records) : auditLogFromNow(records)
  addBuiltRecords(scenario, cooldownsFromNow(timed))
  return start()
}
