import type { IpVersion } from '~/api/generated/types'
import { stamped, seedAt, type MockContext } from '../../context'

// Subnet pools (external subnets are carved from their members): prairie has a default of each
// IP version, maple an IPv4 one, and one pool is empty and linked nowhere (the one a fleet admin
// may delete).

type Member = [subnet: string, min: number, max: number]

export function seedSubnetPools(ctx: MockContext, prairieId: string, mapleId: string): void {
  // name, description, IP version, members, links [silo id, is_default]
  // prettier-ignore
  const pools: [string, string, IpVersion, Member[], [string, boolean][]][] = [
    ['routed-v4', 'Routed IPv4 subnets of the prairie silo', 'v4',
      [['100.64.0.0/20', 24, 30], ['100.64.16.0/24', 26, 30]], [[prairieId, true]]],
    ['routed-v6', 'Routed IPv6 subnets', 'v6', [['2001:db8:300::/48', 56, 64]],
      [[prairieId, true], [mapleId, false]]],
    ['maple-routed', 'Routed subnets of the maple silo', 'v4', [['100.65.0.0/22', 24, 29]],
      [[mapleId, true]]],
    ['lab-spare', 'Not handed out yet', 'v6', [], []],
  ]
  pools.forEach(([name, description, ipVersion, members, links], i) => {
    const time = seedAt(24 * (100 - i * 10))
    const pool = ctx.create('subnetPool', { name, description, ipVersion, ...stamped(time) })
    for (const [subnet, minPrefixLength, maxPrefixLength] of members) {
      ctx.create('subnetPoolMember', {
        subnetPool: pool,
        subnet,
        minPrefixLength,
        maxPrefixLength,
        timeCreated: time,
      })
    }
    for (const [siloId, isDefault] of links) {
      ctx.create('subnetPoolSiloLink', { subnetPool: pool, siloId, isDefault })
    }
  })
}
