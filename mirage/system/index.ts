import type { MockDb } from '../db'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'

// The mock's system area: hardware inventory, system networking (switch ports, BGP, address lots, loopbacks, allow list), metrics and timeseries, system update.

export function systemRoutes(_api: MockApi, _ctx: MockContext): void {}

export function seedSystem(_db: MockDb): void {}
