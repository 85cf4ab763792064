import type { InstanceMulticastGroupJoin, IpVersion } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import { selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { siloPools } from '../orm/allocate'
import type { M } from '../orm/models'
import { asSchema } from '../orm/serializer'
import { insufficientCapacity, invalidRequest, notFound, notFoundAs } from '../util/errors'
import { isUuid } from '../util/ids'
import { formatIp, inRange, parseIp, toRange, type Ip } from '../util/ip'

// Multicast groups, as the API keeps them: fleet-wide, so any signed-in user lists and reads every
// group, and instances of any project join one. A group is made by the first join that names it
// (by name: the next address of the silo's default multicast pool; by address: the silo's
// multicast pool holding it) and deleted when its last member leaves; joining by id needs the
// group. SSM addresses (232.0.0.0/8, ff3x::/32) take members only with source IPs. A member's
// state follows its instance: joined while it runs, joining as it starts, left otherwise.

const RUNNING = new Set(['running', 'rebooting', 'migrating'])
const STARTING = new Set(['creating', 'starting'])

const memberState = (instance: M<'instance'> | null) =>
  instance && RUNNING.has(instance.runState)
    ? 'joined'
    : instance && STARTING.has(instance.runState)
      ? 'joining'
      : 'left'

/** SSM: 232.0.0.0/8 and ff30::/12 (ff3x::). */
const isSsm = (ip: Ip) => (ip.family === 4 ? ip.value >> 24n === 232n : ip.value >> 116n === 0xff3n)

/** Members whose instance still exists (a deleted instance leaves its groups). */
const liveMembers = (group: M<'multicastGroup'>) => group.members.models.filter((m) => m.instance)

function groupView(group: M<'multicastGroup'>) {
  const members = liveMembers(group)
  return asSchema('MulticastGroup', {
    ...group.attrs,
    sourceIps: [...new Set(members.flatMap((m) => m.sourceIps))],
    hasAnySourceMember: members.some((m) => m.sourceIps.length === 0),
  })
}

const memberView = (member: M<'multicastGroupMember'>) =>
  asSchema('MulticastGroupMember', {
    ...member.attrs,
    multicastIp: member.multicastGroup?.multicastIp,
    state: memberState(member.instance),
  })

export function multicastRoutes(api: MockApi, ctx: MockContext): void {
  const groups = () => ctx.schema.all('multicastGroup')
  /** A group by id, address or name, or undefined. */
  const findGroup = (key: string) => {
    const ip = parseIp(key)
    return groups().models.find((g) =>
      isUuid(key) ? g.id === key : ip ? g.multicastIp === formatIp(ip) : g.name === key,
    )
  }
  const groupParam = (c: Call) => {
    const key = c.params.multicast_group ?? ''
    const group = findGroup(key)
    if (!group) throw notFound('multicast-group', key)
    return group
  }
  const instanceParam = (c: Call) => selectParam(ctx, c, 'instance', 'instance')

  /** The silo's multicast pools, each with whether it is a default. */
  const multicastPools = (siloId: string) =>
    siloPools(ctx, siloId).filter((l) => l.pool.poolType === 'multicast')

  const rangesOf = (pool: M<'ipPool'>) => pool.ranges.models.flatMap((r) => toRange(r.range) ?? [])

  function nextAddress(pool: M<'ipPool'>): string {
    const taken = new Set(groups().models.map((g) => g.multicastIp))
    for (const range of rangesOf(pool)) {
      for (let value = range.first; value <= range.last; value++) {
        const ip = formatIp({ family: range.family, value })
        if (!taken.has(ip)) return ip
      }
    }
    throw insufficientCapacity('No multicast addresses available')
  }

  function defaultPool(siloId: string, version: IpVersion | null | undefined) {
    const defaults = multicastPools(siloId).filter(
      (l) => l.isDefault && (!version || l.pool.ipVersion === version),
    )
    if (defaults.length > 1) {
      throw invalidRequest(
        'silo has default multicast pools for both IPv4 and IPv6; specify ip_version',
      )
    }
    if (!defaults[0]) {
      throw notFoundAs(`default ${version ? `${version} ` : ''}multicast pool for current silo`)
    }
    return defaults[0].pool
  }

  function createGroup(c: Call, key: string, version: IpVersion | null | undefined) {
    const ip = parseIp(key)
    const siloId = c.me.siloId
    let pool: M<'ipPool'> | undefined
    let address: string
    if (ip) {
      pool = multicastPools(siloId).find((l) => rangesOf(l.pool).some((r) => inRange(r, ip)))?.pool
      if (!pool) throw invalidRequest("multicast IP not in any pool's address range")
      address = formatIp(ip)
    } else {
      pool = defaultPool(siloId, version)
      address = nextAddress(pool)
    }
    return ctx.create('multicastGroup', {
      name: ip ? `group-${address.replace(/[.:]/g, '-')}` : key,
      description: '',
      multicastIp: address,
      ipPool: pool,
    })
  }

  api.on('multicastGroupList', (c) => list(groups(), c.request, undefined, groupView))
  api.on('multicastGroupView', (c) => groupView(groupParam(c)))
  api.on('multicastGroupMemberList', (c) =>
    list(liveMembers(groupParam(c)), c.request, BY_ID, memberView),
  )
  api.on('instanceMulticastGroupList', (c) => {
    const instance = instanceParam(c)
    const members = ctx.schema.where('multicastGroupMember', { instanceId: instance.id })
    return list(members, c.request, BY_ID, memberView)
  })

  api.on('instanceMulticastGroupJoin', (c) => {
    const instance = instanceParam(c)
    const key = c.params.multicast_group ?? ''
    const body = c.json<InstanceMulticastGroupJoin>()
    const existing = findGroup(key)
    if (!existing && isUuid(key)) throw notFound('multicast-group', key)
    const sources = body.source_ips ? [...new Set(body.source_ips.map((s) => parseIp(s)!))] : null
    const groupIp = parseIp(existing?.multicastIp ?? key)
    if (groupIp && sources?.some((s) => s.family !== groupIp.family)) {
      throw invalidRequest('source IPs must be of the same IP version as the multicast group')
    }
    if (groupIp && isSsm(groupIp) && !sources?.length) {
      throw invalidRequest('SSM multicast addresses require at least one source IP')
    }
    if (existing?.state === 'deleting') {
      throw invalidRequest(
        `cannot add members to multicast group ${existing.id}, group must be 'Active'`,
      )
    }
    const group = existing ?? createGroup(c, key, body.ip_version)
    const sourceIps = sources?.map(formatIp)
    const member = ctx.schema.findBy('multicastGroupMember', {
      instanceId: instance.id,
      multicastGroupId: group.id,
    })
    if (member) {
      // joining again keeps the sources unless the body gives new ones
      if (sourceIps) member.update({ sourceIps, timeModified: new Date().toISOString() })
      return memberView(member)
    }
    const created = ctx.create('multicastGroupMember', {
      multicastGroup: group,
      instance,
      sourceIps: sourceIps ?? [],
    })
    return memberView(created)
  })

  api.on('instanceMulticastGroupLeave', (c) => {
    const instance = instanceParam(c)
    const group = groupParam(c)
    const member = ctx.schema.findBy('multicastGroupMember', {
      instanceId: instance.id,
      multicastGroupId: group.id,
    })
    if (!member) throw notFound('multicast-group-member', instance.name)
    member.destroy()
    if (liveMembers(group).length === 0) {
      for (const m of group.members.models) m.destroy()
      group.destroy()
    }
  })
}
