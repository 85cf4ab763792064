import type { MockDb } from '../db'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'

// The mock's compute area: instances, disks, snapshots, images, network interfaces, external IPs, the serial console.

export function computeRoutes(_api: MockApi, _ctx: MockContext): void {}

export function seedCompute(_db: MockDb): void {}
