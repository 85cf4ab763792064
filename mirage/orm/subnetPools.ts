import type { MockContext } from '../context'
import { parseNet } from '../util/ip'
import { siloSubnetPools } from './allocateSubnet'
import type { M } from './models'
import { asSchema } from './serializer'

// Subnet pools as the silo and the fleet see them: the silo's pools with their is_default, and a
// pool's capacity and what its external subnets take of it, counted exactly.

/** The silo's pools as the API shows them to the silo (SiloSubnetPool). */
export const siloSubnetPoolViews = (ctx: MockContext, siloId: string) =>
  siloSubnetPools(ctx, siloId).map(({ pool, isDefault }) =>
    asSchema('SiloSubnetPool', { ...pool.attrs, isDefault }),
  ) as { id: string; name: string }[]

/** How many addresses a block holds (a /64 is 2^64). */
const netSize = (subnet: string): bigint => {
  const net = parseNet(subnet)
  return net ? net.last - net.first + 1n : 0n
}

/** The pool's addresses and those its external subnets do not hold. */
export function poolUtilization(ctx: MockContext, pool: M<'subnetPool'>) {
  const capacity = pool.members.models.reduce((sum, m) => sum + netSize(m.subnet), 0n)
  const used = ctx.schema
    .where('externalSubnet', { subnetPoolId: pool.id })
    .models.reduce((sum, s) => sum + netSize(s.subnet), 0n)
  return { capacity, remaining: capacity - used }
}
