import type {
  SubnetPoolCreate,
  SubnetPoolLinkSilo,
  SubnetPoolMemberAdd,
  SubnetPoolMemberRemove,
  SubnetPoolSiloUpdate,
  SubnetPoolUpdate,
} from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { assertNameFree, byNameOrId, updateIdentity } from '../orm/lookups'
import type { M } from '../orm/models'
import { poolUtilization } from '../orm/subnetPools'
import { alreadyExists, invalidRequest, invalidValue, notFound, notFoundAs } from '../util/errors'
import { formatIp, overlaps, parseIp, parseNet, type Net } from '../util/ip'

// Subnet pools (/v1/system/subnet-pools): CRUD, members (the subnets external subnets are carved
// from: one IP version per pool, no overlap with any pool's member, prefix lengths within the
// member), links to silos (at most one default per silo and IP version) and utilization. Shaped
// as systemIpPools.ts.

const VERSION_NAME = { v4: 'IPv4', v6: 'IPv6' } as const
const WIDTH = { 4: 32, 6: 128 } as const

export function systemSubnetPoolsHandlers(api: MockApi, ctx: MockContext) {
  const pools = () => ctx.schema.all('subnetPool')
  const pool = (c: Call) => byNameOrId(pools(), c.params.pool ?? '', 'subnet-pool')
  const silo = (key: string) => byNameOrId(ctx.schema.all('silo'), key, 'silo')
  const link = (p: M<'subnetPool'>, key: string) => {
    const found = ctx.schema.findBy('subnetPoolSiloLink', {
      subnetPoolId: p.id,
      siloId: silo(key).id,
    })
    if (!found) throw notFound('subnet-pool-silo-link', key)
    return found
  }

  api.on('systemSubnetPoolList', (c) => list(pools(), c.request))
  api.on('systemSubnetPoolCreate', (c) => {
    const body = c.attrs<SubnetPoolCreate>()
    assertNameFree(pools(), body.name, 'subnet-pool')
    return ctx.create('subnetPool', body)
  })
  api.on('systemSubnetPoolView', (c) => pool(c))
  api.on('systemSubnetPoolUpdate', (c) =>
    updateIdentity(pool(c), c.json<SubnetPoolUpdate>(), pools(), 'subnet-pool'),
  )
  api.on('systemSubnetPoolDelete', (c) => {
    const p = pool(c)
    if (p.members.length)
      throw invalidRequest('Subnet pool cannot be deleted while it contains members')
    if (p.siloLinks.length)
      throw invalidRequest('Subnet pool cannot be deleted while it is linked to a silo')
    p.destroy()
  })
  // counted exactly, sent as the API does: doubles, which round past 2^53
  api.on('systemSubnetPoolUtilizationView', (c) => {
    const { capacity, remaining } = poolUtilization(ctx, pool(c))
    return { capacity: Number(capacity), remaining: Number(remaining) }
  })

  // A silo's default of the pool's IP version (one at most).
  const defaultLike = (p: M<'subnetPool'>, siloId: string) =>
    ctx.schema
      .where('subnetPoolSiloLink', { siloId, isDefault: true })
      .models.filter((l) => l.subnetPool?.ipVersion === p.ipVersion)

  api.on('systemSubnetPoolSiloList', (c) => list(pool(c).siloLinks, c.request, BY_ID))
  api.on('systemSubnetPoolSiloLink', (c) => {
    const p = pool(c)
    const body = c.json<SubnetPoolLinkSilo>()
    const s = silo(body.silo)
    if (ctx.schema.findBy('subnetPoolSiloLink', { subnetPoolId: p.id, siloId: s.id })) {
      throw alreadyExists('subnet-pool-silo-link', s.name)
    }
    if (body.is_default && defaultLike(p, s.id).length) {
      throw invalidRequest(
        `silo "${s.name}" already has a default ${VERSION_NAME[p.ipVersion]} subnet pool`,
      )
    }
    return ctx.create('subnetPoolSiloLink', { subnetPool: p, silo: s, isDefault: body.is_default })
  })
  // Making a pool the default demotes the silo's previous default of the same IP version.
  api.on('systemSubnetPoolSiloUpdate', (c) => {
    const p = pool(c)
    const l = link(p, c.params.silo ?? '')
    const { is_default } = c.json<SubnetPoolSiloUpdate>()
    if (is_default) for (const other of defaultLike(p, l.siloId)) other.update({ isDefault: false })
    l.update({ isDefault: is_default })
    return l
  })
  api.on('systemSubnetPoolSiloUnlink', (c) => {
    const p = pool(c)
    const l = link(p, c.params.silo ?? '')
    const inSilo = (projectId: string) => ctx.schema.find('project', projectId)?.siloId === l.siloId
    const subnets = ctx.schema.where('externalSubnet', { subnetPoolId: p.id }).models
    if (subnets.some((s) => inSilo(s.projectId))) {
      throw invalidRequest('External subnets from this pool are in use in the linked silo')
    }
    l.destroy()
  })

  // A member is a network (no host bits) of the pool's version, overlapping no member of any pool.
  const network = (subnet: string, p: M<'subnetPool'>): Net => {
    const net = parseNet(subnet)
    if (!net) throw invalidValue('subnet', `invalid subnet "${subnet}"`)
    const written = parseIp(subnet.split('/')[0] ?? '')
    if (written?.value !== net.first) {
      const address = formatIp({ family: net.family, value: net.first })
      throw invalidRequest(
        `subnet ${subnet} has host bits set; did you mean ${address}/${net.width}?`,
      )
    }
    const version = net.family === 4 ? 'v4' : 'v6'
    if (version !== p.ipVersion) {
      throw invalidRequest(
        `Cannot add ${VERSION_NAME[version]} subnet to ${VERSION_NAME[p.ipVersion]} subnet pool`,
      )
    }
    return net
  }
  api.on('systemSubnetPoolMemberList', (c) => list(pool(c).members, c.request, BY_ID))
  api.on('systemSubnetPoolMemberAdd', (c) => {
    const p = pool(c)
    const body = c.json<SubnetPoolMemberAdd>()
    const net = network(body.subnet, p)
    const min = body.min_prefix_length ?? net.width
    const max = body.max_prefix_length ?? WIDTH[net.family]
    if (min < net.width || min > WIDTH[net.family]) {
      throw invalidRequest(
        `min_prefix_length must be between ${net.width} and ${WIDTH[net.family]} for ${body.subnet}`,
      )
    }
    if (max < min || max > WIDTH[net.family]) {
      throw invalidRequest(
        `max_prefix_length must be between ${min} and ${WIDTH[net.family]} for ${body.subnet}`,
      )
    }
    const clash = ctx.schema
      .all('subnetPoolMember')
      .models.find((m) => overlaps(net, parseNet(m.subnet) ?? net))
    if (clash) {
      throw invalidRequest(
        `subnet ${body.subnet} overlaps with existing subnet pool member ${clash.subnet}`,
      )
    }
    return ctx.create('subnetPoolMember', {
      subnetPool: p,
      subnet: body.subnet,
      minPrefixLength: min,
      maxPrefixLength: max,
    })
  })
  api.on('systemSubnetPoolMemberRemove', (c) => {
    const p = pool(c)
    const { subnet } = c.json<SubnetPoolMemberRemove>()
    const wanted = parseNet(subnet)
    const member = p.members.models.find((m) => {
      const net = parseNet(m.subnet)
      return net && wanted && net.first === wanted.first && net.width === wanted.width
    })
    if (!member) throw notFoundAs(`subnet-pool-member with subnet "${subnet}"`)
    if (ctx.schema.where('externalSubnet', { subnetPoolMemberId: member.id }).length) {
      throw invalidRequest('Subnet pool members cannot be removed while external subnets use them')
    }
    member.destroy()
  })
}
