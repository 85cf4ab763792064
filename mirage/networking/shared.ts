import type { MockDb } from '../db'
import type { ProjectRecord } from '../models'
import { invalidRequest } from '../util/errors'
import { insertDefaultVpc, removeVpc, runtimeMaker } from './build'

// What other areas call into networking for. Project create/delete (foundation) and the
// instance lifecycle (compute) keep networking's records consistent through these functions.

export { seedAffinityMembers } from './seed'

/** Every project starts with a VPC named 'default' (POST /v1/projects does this on the API). */
export const createDefaultVpc = (db: MockDb, project: ProjectRecord) =>
  insertDefaultVpc(db, project, runtimeMaker())

/**
 * Project delete. The API refuses while the project holds any VPC ('project to be deleted
 * contains a vpc: default'), so a real user first deletes the default subnet and VPC. The mock
 * keeps that refusal for any VPC the user has built on, but quietly removes an untouched default
 * VPC (only its 'default' subnet, no network interfaces, no custom routers), so a freshly
 * created or seeded project can be deleted in one step as the console's flows expect. Floating
 * IPs and affinity groups of the project go with it. Throws 400 before changing anything.
 */
export function releaseProjectNetworking(db: MockDb, project: ProjectRecord): void {
  const vpcs = db.vpcs.where((v) => v.project_id === project.id)
  const nics = db.networkInterfaces
  const untouched = (vpcId: string, name: string) => {
    const subnets = db.vpcSubnets.where((s) => s.vpc_id === vpcId)
    return (
      name === 'default' &&
      subnets.every((s) => s.name === 'default' && !nics.first((n) => n.subnet_id === s.id)) &&
      !db.vpcRouters.first((r) => r.vpc_id === vpcId && r.kind === 'custom')
    )
  }
  const blocking = vpcs
    .filter((v) => !untouched(v.id, v.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))[0]
  if (blocking) throw invalidRequest(`project to be deleted contains a vpc: ${blocking.name}`)
  for (const vpc of vpcs) removeVpc(db, vpc)
  for (const fip of db.floatingIps.where((f) => f.project_id === project.id)) {
    db.floatingIps.remove(fip.id)
  }
  for (const g of db.affinityGroups.where((x) => x.project_id === project.id)) {
    db.affinityGroups.remove(g.id)
  }
  for (const g of db.antiAffinityGroups.where((x) => x.project_id === project.id)) {
    db.antiAffinityGroups.remove(g.id)
  }
}

/**
 * Instance delete: the API drops its group memberships and detaches its floating IPs. (Member
 * lists also skip instances that no longer exist, so a missed call only leaves a stale id.)
 */
export function forgetInstance(db: MockDb, instanceId: string): void {
  for (const table of [db.affinityGroups, db.antiAffinityGroups]) {
    for (const g of table.where((x) => x._members.includes(instanceId))) {
      table.update(g.id, { _members: g._members.filter((m) => m !== instanceId) })
    }
  }
  for (const fip of db.floatingIps.where((f) => f.instance_id === instanceId)) {
    db.floatingIps.update(fip.id, { instance_id: null })
  }
}

/**
 * Instance create may name anti-affinity groups; compute records them on the instance
 * (`_anti_affinity_group_ids`). Each such instance joins the group's member list once, the first
 * time networking reads the groups after the create.
 */
export function absorbCreateTimeMembers(db: MockDb): void {
  for (const instance of db.instances.where((i) => i._anti_affinity_group_ids.length > 0)) {
    for (const groupId of instance._anti_affinity_group_ids) {
      const group = db.antiAffinityGroups.find(groupId)
      if (!group || group._absorbed.includes(instance.id)) continue
      db.antiAffinityGroups.update(group.id, {
        _members: group._members.includes(instance.id)
          ? group._members
          : [...group._members, instance.id],
        _absorbed: [...group._absorbed, instance.id],
      })
    }
  }
}
