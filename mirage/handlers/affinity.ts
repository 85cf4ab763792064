import type { AffinityGroupCreate, AffinityGroupUpdate } from '~/api/generated/types'
import { AFFINITY_JOINABLE_STATES } from '~/state/machines/affinity'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { projectFromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { assertNameFree, byNameOrId, updateIdentity } from '../orm/lookups'
import type { M } from '../orm/models'
import { alreadyExists, invalidRequest, notFound } from '../util/errors'

// Affinity groups (/v1/affinity-groups, experimental) and anti-affinity groups
// (/v1/anti-affinity-groups) behave the same: a project's group with a policy (allow or fail)
// and a failure domain (sled), whose members are instances of the same project. Like the API,
// only an instance without a sled reservation (not running) is added (src/state/machines).

type Kind = 'affinityGroup' | 'antiAffinityGroup'
type Group = M<'affinityGroup'> | M<'antiAffinityGroup'>

const member = (i: M<'instance'>) => ({
  type: 'instance',
  value: { id: i.id, name: i.name, run_state: i.runState },
})

function groupRoutes(api: MockApi, ctx: MockContext, anti: boolean): void {
  const kind: Kind = anti ? 'antiAffinityGroup' : 'affinityGroup'
  const param = anti ? 'anti_affinity_group' : 'affinity_group'
  const noun = anti ? 'anti-affinity group' : 'affinity group'
  const kindName = anti ? 'anti-affinity-group' : 'affinity-group'
  const memberKind = `${kindName}-member`
  const on = (op: string, handler: (c: Call) => unknown) =>
    // eslint-disable-next-line no-restricted-syntax -- the operation id is built from the group's kind at run time; on() types it as one of the literal ids
    api.on(`${kind}${op}` as never, handler as never)
  const group = (c: Call, need?: 'viewer' | 'collaborator') =>
    selectParam(ctx, c, kind, param, need) as Group
  /** The group and the {instance} of a member path; both must be in the same project. */
  const membership = (c: Call, need?: 'viewer' | 'collaborator') => {
    const g = group(c, need)
    const instance = selectParam(ctx, c, 'instance', 'instance', need)
    if (instance.projectId !== g.projectId)
      throw invalidRequest(`instance and ${noun} must be in the same project`)
    return { g, instance, member: g.memberIds.includes(instance.id) }
  }
  const groupsOf = (projectId: string) => ctx.schema.where(kind, { projectId })

  on('List', (c) => list(groupsOf(projectFromQuery(ctx, c).id), c.request))
  on('Create', (c) => {
    const project = projectFromQuery(ctx, c)
    const body = c.attrs<AffinityGroupCreate>()
    assertNameFree(groupsOf(project.id), body.name, kindName)
    return ctx.create(kind, { ...body, project })
  })
  on('View', (c) => group(c))
  on('Update', (c) => {
    const g = group(c)
    return updateIdentity(g, c.json<AffinityGroupUpdate>(), groupsOf(g.projectId), kindName)
  })
  on('Delete', (c) => group(c).destroy())
  on('MemberList', (c) => list(group(c).members, c.request, undefined, member))
  on('MemberInstanceView', (c) => {
    const { instance, member: isMember } = membership(c, 'viewer')
    if (!isMember) throw notFound(memberKind, instance.id)
    return member(instance)
  })
  on('MemberInstanceAdd', (c) => {
    const { g, instance, member: isMember } = membership(c)
    if (isMember) throw alreadyExists(memberKind, instance.id)
    if (!AFFINITY_JOINABLE_STATES.includes(instance.runState)) {
      throw invalidRequest(`Instance cannot be added to ${noun} with reservation`)
    }
    g.update({ memberIds: [...g.memberIds, instance.id] })
    return member(instance)
  })
  on('MemberInstanceDelete', (c) => {
    const { g, instance, member: isMember } = membership(c)
    if (!isMember) throw notFound(memberKind, instance.id)
    g.update({ memberIds: g.memberIds.filter((id) => id !== instance.id) })
  })
  // GET /v1/instances/{instance}/(anti-)affinity-groups: the groups that hold the instance (the
  // anti-affinity one is the API's instances group, written here with its twin).
  api.on(anti ? 'instanceAntiAffinityGroupList' : 'instanceAffinityGroupList', (c) => {
    const instance = selectParam(ctx, c, 'instance', 'instance')
    return list(
      ctx.schema.where(kind, (g: Group) => (g.memberIds ?? []).includes(instance.id)),
      c.request,
    )
  })
}

export function affinityHandlers(api: MockApi, ctx: MockContext): void {
  groupRoutes(api, ctx, false)
  groupRoutes(api, ctx, true)
}

/** Instance create may name anti-affinity groups: it joins them at once. */
export function joinGroups(ctx: MockContext, keys: string[], project: M<'project'>) {
  const groups = keys.map((key) =>
    byNameOrId(project.antiAffinityGroups, key, 'anti-affinity-group'),
  )
  return (instance: M<'instance'>) =>
    groups.forEach((g) => g.update({ memberIds: [...g.memberIds, instance.id] }))
}
