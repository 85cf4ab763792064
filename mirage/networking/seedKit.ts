import type { MockDb } from '../db'
import { allocateIp } from '../fleet/shared'
import type { ProjectRecord } from '../models'
import { seedId } from '../util/ids'
import type { Maker } from './build'
import type { FirewallRuleRecord, RouterRouteRecord, VpcRecord } from './records'

// Building blocks of the networking seed: fixed ids (one kind, counted in seed order), fixed
// times, per-VPC prefixes, and small inserters for the records the seed adds beyond what a VPC
// starts with.

const KIND = 0x7e01
const BASE = Date.UTC(2025, 4, 12, 9, 30)
export const at = (hoursBefore: number) => new Date(BASE - hoursBefore * 3_600_000).toISOString()

let counter = 0
/** Seeded groups that get members once compute has seeded instances (see seedAffinityMembers). */
const AFFINITY_MEMBER_PLAN: { groupId: string; anti: boolean; members: RegExp }[] = []

/** Restarts the id counter and the member plan, so every seeded fleet gets the same ids. */
export function resetSeedKit(): void {
  counter = 0
  AFFINITY_MEMBER_PLAN.length = 0
}

export const nextId = () => seedId(KIND, ++counter)
export const maker = (time: string, prefixSeed = 0): Maker => ({
  id: nextId,
  time,
  // A fixed, distinct /48 per VPC, spread over fd00::/8 like the API's random ones.
  prefix: () => {
    const a = (prefixSeed * 0x9e37 + 0x5eed) & 0xffff
    const b = (prefixSeed * 0x7f4a + 0x1c69) & 0xffff
    return `fd${((prefixSeed * 37) & 0xff).toString(16).padStart(2, '0')}:${a.toString(16)}:${b.toString(16)}::/48`
  },
})

export type Stamp = { time_created: string; time_modified: string }

export function rule(
  vpc: VpcRecord,
  stamp: Stamp,
  r: Omit<FirewallRuleRecord, 'id' | 'vpc_id' | keyof Stamp>,
) {
  return { id: nextId(), vpc_id: vpc.id, ...stamp, ...r }
}

export function addRules(db: MockDb, vpc: VpcRecord, rules: FirewallRuleRecord[]) {
  const current = db.vpcFirewallRules.find(vpc.id)?.rules ?? []
  db.vpcFirewallRules.update(vpc.id, { rules: [...current, ...rules] })
}

export function customRouter(
  db: MockDb,
  vpc: VpcRecord,
  stamp: Stamp,
  name: string,
  description: string,
  routes: [string, string, RouterRouteRecord['destination'], RouterRouteRecord['target']][],
) {
  const router = db.vpcRouters.insert({
    id: nextId(),
    vpc_id: vpc.id,
    name,
    description,
    kind: 'custom',
    ...stamp,
  })
  for (const [routeName, routeDescription, destination, target] of routes) {
    db.vpcRouterRoutes.insert({
      id: nextId(),
      vpc_router_id: router.id,
      name: routeName,
      description: routeDescription,
      kind: 'custom',
      destination,
      target,
      ...stamp,
      _subnet_id: null,
    })
  }
  return router
}

export function floatingIp(
  db: MockDb,
  project: ProjectRecord,
  stamp: Stamp,
  name: string,
  description: string,
  ip?: string,
) {
  const allocation = allocateIp(db, undefined, project.silo_id, ip === undefined ? {} : { ip })
  db.floatingIps.insert({
    id: nextId(),
    project_id: project.id,
    name,
    description,
    instance_id: null,
    ...allocation,
    ...stamp,
  })
}

export function groups(
  db: MockDb,
  project: ProjectRecord,
  stamp: Stamp,
  list: [
    anti: boolean,
    name: string,
    description: string,
    policy: 'allow' | 'fail',
    members: RegExp | null,
  ][],
) {
  for (const [anti, name, description, policy, members] of list) {
    const id = nextId()
    const record = {
      id,
      project_id: project.id,
      name,
      description,
      policy,
      failure_domain: 'sled' as const,
      _members: [],
      ...stamp,
    }
    if (anti) db.antiAffinityGroups.insert({ ...record, _absorbed: [] })
    else db.affinityGroups.insert(record)
    if (members) AFFINITY_MEMBER_PLAN.push({ groupId: id, anti, members })
  }
}

/**
 * Affinity members for the seeded groups. Instances are seeded after networking (by compute), so
 * compute calls this once its instances exist: each planned group takes the instances of its
 * project whose names match its pattern (none if compute seeds other names). Calling it again
 * changes nothing.
 */
export function seedAffinityMembers(db: MockDb): void {
  for (const { groupId, anti, members: pattern } of AFFINITY_MEMBER_PLAN) {
    const table = anti ? db.antiAffinityGroups : db.affinityGroups
    const group = table.find(groupId)
    if (!group || group._members.length > 0) continue
    const members = db.instances
      .where(
        (i) =>
          i.project_id === group.project_id && i.run_state !== 'destroyed' && pattern.test(i.name),
      )
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((i) => i.id)
    table.update(group.id, { _members: members })
  }
}
