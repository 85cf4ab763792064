import type {
  RackMembershipAddSledsRequest,
  SledProvisionPolicyParams,
} from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { BY_ID, byId, list } from '../api/lists'
import { ON_A_SLED } from '../compute/settle'
import type { MockContext } from '../context'
import type { M, ModelName } from '../models'
import type { Wire } from '../models/attrs'
import { asSchema } from '../serializer'
import { invalidRequest, notFoundAs } from '../util/errors'

// The rack's inventory: racks, sleds (with their disks and the instances running on them),
// physical disks, switches and the sleds not yet added. Uninitialized sleds join through a change
// of the rack's membership: a new version, in progress until the sleds acknowledge it (a few
// seconds), then committed, and the sleds move from the uninitialized list into the inventory with
// the disks their sled agents report (sled factory). An in-progress change can be aborted.

/** How long the sleds of a membership change take to acknowledge it. */
const ACKNOWLEDGE_MS = 3000

type Member = Wire<{ partNumber: string; serialNumber: string }>
const memberOf = (u: M<'uninitializedSled'> | M<'sled'>): Member => ({
  part_number: u.baseboard.part,
  serial_number: u.baseboard.serial,
})
const same = (a: Member) => (b: Member) =>
  a.part_number === b.part_number && a.serial_number === b.serial_number

export function hardwareRoutes(api: MockApi, ctx: MockContext) {
  const param = <K extends ModelName>(c: Call, type: K, name: string, kind: string) =>
    byId(ctx, type, c.params[name] ?? '', kind)
  const all = (c: Call, type: 'rack' | 'sled' | 'physicalDisk' | 'switch' | 'uninitializedSled') =>
    list(ctx.schema.all(type), c.request, BY_ID)

  api.on('rackList', (c) => all(c, 'rack'))
  api.on('rackView', (c) => param(c, 'rack', 'rack_id', 'rack'))
  api.on('sledList', (c) => all(c, 'sled'))
  api.on('sledView', (c) => param(c, 'sled', 'sled_id', 'sled'))
  api.on('sledPhysicalDiskList', (c) =>
    list(param(c, 'sled', 'sled_id', 'sled').physicalDisks, c.request, BY_ID),
  )
  api.on('sledInstanceList', (c) => {
    const sled = param(c, 'sled', 'sled_id', 'sled')
    const here = sled.instances.models.filter((i) => ON_A_SLED.includes(i.runState))
    return list(here, c.request, BY_ID, (i) =>
      asSchema('SledInstance', {
        ...i.attrs,
        activeSledId: sled.id,
        migrationId: null,
        projectName: i.project?.name ?? 'unknown',
        siloName: i.project?.silo?.name ?? 'unknown',
        state: i.runState,
      }),
    )
  })
  api.on('sledListUninitialized', (c) => all(c, 'uninitializedSled'))

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
  api.on('sledSetProvisionPolicy', (c) => {
    const sled = param(c, 'sled', 'sled_id', 'sled')
    const { state } = c.json<SledProvisionPolicyParams>()
    if (sled.policy.kind !== 'in_service') {
      // an expunged sled is gone for good; its provision policy no longer means anything
      throw invalidRequest(`cannot set provision policy of sled ${sled.id}: the sled is expunged`)
    }
    const old_state = sled.policy.provision_policy
    sled.update({
      policy: { kind: 'in_service', provision_policy: state },
      timeModified: new Date().toISOString(),
    })
    return { old_state, new_state: state }
  })
  api.on('physicalDiskList', (c) => all(c, 'physicalDisk'))
  api.on('physicalDiskView', (c) => param(c, 'physicalDisk', 'disk_id', 'physical-disk'))
  api.on('switchList', (c) => all(c, 'switch'))
  api.on('switchView', (c) => param(c, 'switch', 'switch_id', 'switch'))
}
