import { isMockScenario, type MockScenario } from '~/app/mockScenarios'
import type { ScenarioRecords } from '.'
import { makeFleet } from '../../server'

/**
 * The records a training scenario's factories build, as `db.dump()` gives them. Run in node
 * when the demo is built (fleetRecords.loader.js), so a page load inserts the fleet instead of
 * building it. Ids and times are the seed's own (fixed), so the records are those a page would
 * build; the few random ids of records the console never names differ from build to build.
 */
export function scenarioRecords(scenario: MockScenario): ScenarioRecords {
  if (!isMockScenario(scenario)) throw new Error(`[mock] no scenario ${String(scenario)}`)
  const server = makeFleet({ environment: 'test', seed: true, scenario, signedIn: false })
  // eslint-disable-next-line no-restricted-syntax -- Mirage's db typings lack dump
  const records = (server.db as unknown as { dump(): ScenarioRecords }).dump()
  // in a page (a jest file's jsdom) the server intercepts requests until shut down
  server.shutdown()
  return records
}
