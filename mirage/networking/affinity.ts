import type { Request } from 'miragejs'
import { AFFINITY_JOINABLE_STATES } from '~/state/machines/affinity'
import { findInstance, settleInstance } from '../compute/shared'
import type { InstanceRecord } from '../compute/shared'
import type { MockContext } from '../context'
import type { MockDb, Table } from '../db'
import type { RoleName, UserRecord } from '../models'
import type { MockApi } from '../routes/define'
import { alreadyExists, invalidRequest, notFound } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, identityUpdate, now } from '../util/lookup'
import { paginate, queryParam, wirePage } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody, requireName, requireOneOf, requireString } from '../util/validate'
import { toWire } from '../wire'
import type { AffinityGroupRecord, AntiAffinityGroupRecord } from './records'
import { KIND } from './records'
import { callerOf, requireQuery, resolveInProject, resolveProject } from './selectors'
import { absorbCreateTimeMembers } from './shared'

// Affinity groups (/v1/affinity-groups, experimental) and anti-affinity groups
// (/v1/anti-affinity-groups) behave the same: a project's group with a policy (allow or fail)
// and a failure domain (sled), whose members are instances of the same project. Like the API,
// only an instance without a sled reservation (not running) can be added.

type GroupSpec<R extends AffinityGroupRecord> = {
  path: string
  param: string
  kind: string
  memberKind: string
  /** the words in the API's reservation error */
  noun: string
  table: (db: MockDb) => Table<R>
  build: (base: AffinityGroupRecord) => R
  /** brings the member lists up to date before they are read */
  sync: (db: MockDb) => void
}

const AFFINITY: GroupSpec<AffinityGroupRecord> = {
  path: '/v1/affinity-groups',
  param: 'affinity_group',
  kind: KIND.affinityGroup,
  memberKind: KIND.affinityMember,
  noun: 'affinity group',
  table: (db) => db.affinityGroups,
  build: (base) => base,
  sync: () => undefined,
}

const ANTI_AFFINITY: GroupSpec<AntiAffinityGroupRecord> = {
  path: '/v1/anti-affinity-groups',
  param: 'anti_affinity_group',
  kind: KIND.antiAffinityGroup,
  memberKind: KIND.antiAffinityMember,
  noun: 'anti-affinity group',
  table: (db) => db.antiAffinityGroups,
  build: (base) => ({ ...base, _absorbed: [] }),
  sync: absorbCreateTimeMembers,
}

const toMember = (i: InstanceRecord) => ({
  type: 'instance' as const,
  value: { id: i.id, name: i.name, run_state: i.run_state },
})

function groupRoutes<R extends AffinityGroupRecord>(
  api: MockApi,
  ctx: MockContext,
  spec: GroupSpec<R>,
): void {
  const table = () => spec.table(ctx.db)
  const groupsOf = (projectId: string) => table().where((g) => g.project_id === projectId)
  const item = `${spec.path}/:${spec.param}`

  function resolve(request: Request, me: UserRecord, need: RoleName) {
    spec.sync(ctx.db)
    const c = callerOf(ctx, me, need)
    const key = request.params[spec.param] ?? ''
    return resolveInProject(c, spec.kind, key, queryParam(request, 'project'), table())
  }

  /** The group and the {instance} of a member path; both must be in the same project. */
  function resolveMember(request: Request, me: UserRecord, need: RoleName) {
    const { record: group } = resolve(request, me, need)
    const key = request.params.instance ?? ''
    const { record: instance } = findInstance(ctx, me, key, queryParam(request, 'project'))
    if (instance.project_id !== group.project_id) {
      throw invalidRequest(`instance and ${spec.noun} must be in the same project`)
    }
    return { group, instance }
  }

  /** Current members, settled; ids of instances deleted since are skipped. */
  const membersOf = (group: R) =>
    group._members.flatMap((id) => {
      const instance = ctx.db.instances.find(id)
      return instance ? [settleInstance(ctx.db, instance)] : []
    })

  api.get(spec.path, (request, me) => {
    spec.sync(ctx.db)
    const project = resolveProject(callerOf(ctx, me), requireQuery(request, 'project'))
    return ok(wirePage(groupsOf(project.id), request))
  })

  api.post(spec.path, (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const project = resolveProject(c, requireQuery(request, 'project'))
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const policy = requireOneOf(body.policy, 'policy', ['allow', 'fail'] as const)
    const domain = requireOneOf(body.failure_domain, 'failure_domain', ['sled'] as const)
    assertNameFree(groupsOf(project.id), name, spec.kind)
    const time = now()
    const group = table().insert(
      spec.build({
        id: newId(),
        project_id: project.id,
        name,
        description,
        policy,
        failure_domain: domain,
        time_created: time,
        time_modified: time,
        _members: [],
      }),
    )
    return created(toWire(group))
  })

  api.get(item, (request, me) => ok(toWire(resolve(request, me, 'viewer').record)))

  api.put(item, (request, me) => {
    const { record: group, project } = resolve(request, me, 'collaborator')
    const body = jsonBody(request)
    const changes: Partial<AffinityGroupRecord> = identityUpdate(
      body,
      group,
      groupsOf(project.id),
      spec.kind,
    )
    return ok(toWire(table().update(group.id, changes as Partial<R>)))
  })

  api.del(item, (request, me) => {
    const { record: group } = resolve(request, me, 'collaborator')
    table().remove(group.id)
    return noContent()
  })

  api.get(`${item}/members`, (request, me) => {
    const { record: group } = resolve(request, me, 'viewer')
    const page = paginate(membersOf(group), request)
    return ok({ items: page.items.map(toMember), next_page: page.next_page })
  })

  api.get(`${item}/members/instance/:instance`, (request, me) => {
    const { group, instance } = resolveMember(request, me, 'viewer')
    if (!group._members.includes(instance.id)) throw notFound(spec.memberKind, instance.id)
    return ok(toMember(instance))
  })

  api.post(`${item}/members/instance/:instance`, (request, me) => {
    const { group, instance } = resolveMember(request, me, 'collaborator')
    if (group._members.includes(instance.id)) throw alreadyExists(spec.memberKind, instance.id)
    // the console's rule (src/state/machines/affinity): no sled reservation, so not running
    if (!AFFINITY_JOINABLE_STATES.includes(instance.run_state)) {
      throw invalidRequest(`Instance cannot be added to ${spec.noun} with reservation`)
    }
    const changes: Partial<AffinityGroupRecord> = { _members: [...group._members, instance.id] }
    table().update(group.id, changes as Partial<R>)
    return created(toMember(instance))
  })

  api.del(`${item}/members/instance/:instance`, (request, me) => {
    const { group, instance } = resolveMember(request, me, 'collaborator')
    if (!group._members.includes(instance.id)) throw notFound(spec.memberKind, instance.id)
    const changes: Partial<AffinityGroupRecord> = {
      _members: group._members.filter((m) => m !== instance.id),
    }
    table().update(group.id, changes as Partial<R>)
    return noContent()
  })

  // GET /v1/instances/{instance}/(anti-)affinity-groups: the groups that hold the instance.
  api.get(`/v1/instances/:instance${spec.path.replace('/v1', '')}`, (request, me) => {
    spec.sync(ctx.db)
    const key = request.params.instance ?? ''
    const { record: instance } = findInstance(ctx, me, key, queryParam(request, 'project'))
    const groups = table().where((g) => g._members.includes(instance.id))
    return ok(wirePage(groups, request))
  })
}

export function affinityRoutes(api: MockApi, ctx: MockContext): void {
  groupRoutes(api, ctx, AFFINITY)
  groupRoutes(api, ctx, ANTI_AFFINITY)
}
