import type { MockScenario } from '~/app/mockScenarios'
import type { MockContext } from '../../context'
import { seedAlerts } from './alerts'
import { EVERYDAY_AUDIT, seedAuditLog } from './auditLog'
import { seedBase } from './base'
import { seedCompute } from './compute'
import { seedExternalSubnets } from './externalSubnets'
import { seedFleetUse } from './fleet'
import { incident } from './incident'
import { largeFleet } from './largeFleet'
import { seedMulticast, type MulticastSeed } from './multicast'
import { seedNetworking } from './networking'
import { seedSiloContents } from './seeds'

// Training scenarios: named fleets built from the factories when the page loads
// (`?mock-scenario=NAME`, see server.ts). Every one has prairie with its people (Ada signs in),
// the rack and the fleet's pools; they differ in what the silo holds.

export { SEED_LOGINS } from './seeds'

/** Today's fleet: two silos, 30 projects, every state of spec §4, VPC networking, the rack. */
function everyday(ctx: MockContext) {
  const silo = seedBase(ctx)
  seedSiloContents(ctx, silo)
  const ada = ctx.schema.findBy('user', { username: 'ada' })!
  seedFleetUse(ctx, ada, ctx.schema.findBy('project', { name: 'atlas-ingest' })!)
  seedNetworking(ctx)
  seedCompute(ctx, silo)
  seedExternalSubnets(ctx, silo.id, [
    ['atlas-ingest', 'ingest-edge', 'Routed to the tile API workers', 'ingest-worker-1'],
    ['atlas-ingest', 'ingest-reserve', 'Held for the next region', null],
    ['billing-api', 'billing-egress', 'Partner callbacks', null],
  ])
  seedMulticast(ctx, silo, MULTICAST)
  seedAlerts(ctx, 'default')
  seedAuditLog(ctx, silo, EVERYDAY_AUDIT)
}

// prettier-ignore
const MULTICAST: MulticastSeed[] = [
  ['tile-updates', 'Tile change notices for the ingest workers', '224.10.0.1', [
    ['atlas-ingest', 'ingest-worker-1', []], ['atlas-ingest', 'ingest-worker-2', []],
    ['atlas-ingest', 'ingest-worker-3', []],
  ]],
  ['price-feed', 'Prices from the billing sources', '224.10.0.2', [
    ['atlas-ingest', 'ingest-worker-1', ['198.51.100.5']],
    ['billing-api', 'invoice-api-1', ['198.51.100.5', '198.51.100.6']],
  ]],
]

const SCENARIOS: Record<MockScenario, (ctx: MockContext) => void> = {
  default: everyday,
  // a new silo on its first day: no projects, images, SSH keys or tokens, so every empty state
  'empty-silo': (ctx) => void seedBase(ctx),
  'large-fleet': largeFleet,
  incident,
}

/** A scenario's records: what `db.dump()` gives, by collection. */
export type ScenarioRecords = Record<string, object[]>

/** Scenarios built in this page or test file, as their records: the next server loads these. */
const built = new Map<MockScenario, ScenarioRecords>()

/**
 * Records of a scenario the factories built elsewhere (the demo build's fleet chunks,
 * prebuilt.ts): the next server loads them instead of building the scenario.
 */
export function addBuiltRecords(name: MockScenario, records: ScenarioRecords): void {
  built.set(name, records)
}

/**
 * Builds the scenario through the factories the first time, with fixed ids and times; a later
 * server of the same page or test file loads those records at once (a test file makes a fresh
 * fleet for each test, and building one takes a good part of a second).
 */
export function buildScenario(ctx: MockContext, name: MockScenario): void {
  // eslint-disable-next-line no-restricted-syntax -- Mirage's db typings lack insert and dump by collection name
  const db = ctx.schema.db as unknown as Record<string, { insert(records: object[]): void }> & {
    dump(): Record<string, object[]>
  }
  const records = built.get(name)
  if (records) {
    for (const [collection, rows] of Object.entries(records)) db[`_${collection}`]?.insert(rows)
    return
  }
  ctx.seeding = true
  SCENARIOS[name](ctx)
  ctx.seeding = false
  built.set(name, db.dump())
}
