import type { MockContext } from '../../context'
import type { M } from '../../orm/models'
import { seedFleet } from './fleet'
import { seedRack } from './hardware'
import { seedNetwork } from './rackNetwork'
import { seedDeviceCode, seedSilo } from './seeds'

/**
 * What every scenario starts from: prairie with its people (Ada signs in), the fleet (maple, the
 * pools, quotas, certificates; `ranges`: the addresses of prairie's default pools, IPv4 and
 * IPv6), the rack with its external networking, and the standing device code. Returns prairie.
 */
export function seedBase(ctx: MockContext, ranges?: Parameters<typeof seedFleet>[2]): M<'silo'> {
  const silo = seedSilo(ctx)
  seedFleet(ctx, silo, ranges)
  seedRack(ctx)
  seedNetwork(ctx)
  seedDeviceCode(ctx)
  return silo
}
