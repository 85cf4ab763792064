import type { ProbeCreate, RackMembershipAddSledsRequest } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { projectFromQuery } from '../api/scope'
import type { MockContext } from '../context'
import { poolBySelector, wireSelector } from '../orm/allocate'
import { assertNameFree, byNameOrId, byId } from '../orm/lookups'
import type { M, ModelName } from '../orm/models'
import type { Wire } from '../orm/models/attrs'
import { asSchema } from '../orm/serializer'
import { notFound, invalidRequest, notFoundAs } from '../util/errors'
import { multicastRoutes } from './experimental.multicast'

// A rack's membership: uninitialized sleds join through a change of it, a new version in progress
// until the sleds acknowledge it (a few seconds), then committed, when the sleds move from the
// uninitialized list into the inventory with the disks their sled agents report (sled factory).
// An in-progress change can be aborted.
//
// Probes (/experimental/v1/probes): pretend instances on a sled, used to test external
// connectivity. Each gets an external address from the silo's pools (the probe factory) and one
// network interface of kind probe; the address is free again when the probe is deleted.

const info = (p: M<'probe'>) =>
  asSchema('ProbeInfo', {
    ...p.attrs,
    externalIps: [{ ip: p.ip, kind: 'ephemeral', first_port: 0, last_port: 65535 }],
  })

/** How long the sleds of a membership change take to acknowledge it. */
const ACKNOWLEDGE_MS = 3000

type Member = Wire<{ partNumber: string; serialNumber: string }>
const memberOf = (u: M<'uninitializedSled'> | M<'sled'>): Member => ({
  part_number: u.baseboard.part,
  serial_number: u.baseboard.serial,
})
const same = (a: Member) => (b: Member) =>
  a.part_number === b.part_number && a.serial_number === b.serial_number

export function experimentalHandlers(api: MockApi, ctx: MockContext) {
  multicastRoutes(api, ctx)
  // Probes are always addressed with `?project=` (required by the API, even with an id).
  const probes = (c: Call, need?: 'viewer' | 'collaborator') =>
    ctx.schema.where('probe', { projectId: projectFromQuery(ctx, c, need).id })
  const probe = (c: Call) => byNameOrId(probes(c), c.params.probe ?? '', 'probe')

  api.on('probeList', (c) => list(probes(c), c.request, undefined, info))
  api.on('probeCreate', (c) => {
    const project = projectFromQuery(ctx, c)
    const { poolSelector, ...body } = c.attrs<ProbeCreate>()
    // the inventory, when the fleet has one, must know the sled
    if (ctx.schema.all('sled').length && !ctx.schema.find('sled', body.sled))
      throw notFound('sled', body.sled)
    assertNameFree(ctx.schema.where('probe', { projectId: project.id }), body.name, 'probe')
    const pool = poolBySelector(ctx, wireSelector(poolSelector), c.me.siloId)
    return ctx.create('probe', { ...body, project, ipPoolId: pool.id })
  })
  api.on('probeView', (c) => info(probe(c)))
  api.on('probeDelete', (c) => probe(c).destroy())

  const param = <K extends ModelName>(c: Call, type: K, name: string, kind: string) =>
    byId(ctx, type, c.params[name] ?? '', kind)
  // The rack's membership versions; the first is the rack as it was set up, with its sleds.
  const versions = (rack: M<'rack'>) => {
    const found = ctx.schema
      .where('rackMembership', { rackId: rack.id })
      .models.sort((x, y) => x.version - y.version)
    if (found.length) return found.map((m) => settle(m))
    return [
      ctx.create('rackMembership', {
        id: `${rack.id}:1`,
        rackId: rack.id,
        version: 1,
        state: 'committed',
        members: rack.sleds.models.map(memberOf),
        unacknowledgedMembers: [],
        timeCreated: rack.timeCreated,
        timeCommitted: rack.timeCreated,
        timeAborted: null,
      }),
    ]
  }
  /** A change whose sleds have all acknowledged it commits: they join the inventory. */
  const settle = (m: M<'rackMembership'>) => {
    if (m.state !== 'in_progress' || !m.readyAt || Date.parse(m.readyAt) > Date.now()) return m
    for (const joining of m.unacknowledgedMembers) {
      const waiting = ctx.schema
        .where('uninitializedSled', { rackId: m.rackId })
        .models.find((u) => same(memberOf(u))(joining))
      if (!waiting) continue
      const { rackId, baseboard, cubby } = waiting
      ctx.create('sled', { rackId, baseboard, cubby })
      waiting.destroy()
    }
    m.update({
      state: 'committed',
      unacknowledgedMembers: [],
      timeCommitted: m.readyAt,
      readyAt: null,
    })
    return m
  }
  const rackOf = (c: Call) => param(c, 'rack', 'rack_id', 'rack')
  // the model is named for what it is, a version; the contract calls its view a status
  const wire = (m: M<'rackMembership'>) => asSchema('RackMembershipStatus', m.attrs)
  const latest = (rack: M<'rack'>) => versions(rack).at(-1)!

  api.on('rackMembershipStatus', (c) => {
    const rack = rackOf(c)
    const wanted = c.query('version')
    if (wanted === undefined) return wire(latest(rack))
    const found = versions(rack).find((m) => String(m.version) === wanted)
    if (!found) throw notFoundAs(`rack membership version ${wanted} of rack "${rack.id}"`)
    return wire(found)
  })
  api.on('rackMembershipAddSleds', (c) => {
    const rack = rackOf(c)
    const current = latest(rack)
    if (current.state === 'in_progress') {
      throw invalidRequest(
        `rack membership change to version ${current.version} is still in progress`,
      )
    }
    const wanted = c.json<RackMembershipAddSledsRequest>().sled_ids
    if (wanted.length === 0) throw invalidRequest('no sleds to add')
    const waiting = ctx.schema.where('uninitializedSled', { rackId: rack.id }).models.map(memberOf)
    for (const sled of wanted) {
      if (current.members.some(same(sled))) {
        throw invalidRequest(`sled ${sled.serial_number} is already a member of the rack`)
      }
      if (!waiting.some(same(sled))) {
        throw notFoundAs(
          `uninitialized sled with serial "${sled.serial_number}" and part "${sled.part_number}"`,
        )
      }
    }
    const version = current.version + 1
    const now = Date.now()
    const change = ctx.create('rackMembership', {
      id: `${rack.id}:${version}`,
      rackId: rack.id,
      version,
      state: 'in_progress',
      members: [...current.members, ...wanted],
      unacknowledgedMembers: wanted,
      timeCreated: new Date(now).toISOString(),
      timeCommitted: null,
      timeAborted: null,
      readyAt: new Date(now + ACKNOWLEDGE_MS).toISOString(),
    })
    return wire(change)
  })
  api.on('rackMembershipAbort', (c) => {
    const current = latest(rackOf(c))
    if (current.state !== 'in_progress') {
      throw invalidRequest(
        `no rack membership change in progress (version ${current.version} is ${current.state})`,
      )
    }
    current.update({ state: 'aborted', timeAborted: new Date().toISOString(), readyAt: null })
    return wire(current)
  })
}
