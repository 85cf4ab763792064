import type { Request } from 'miragejs'
import { atLeast, projectRole, requireRole } from '../auth'
import type { MockContext } from '../context'
import type { ProjectRecord, RoleName, UserRecord } from '../models'
import { invalidQuery, invalidRequest, notFound } from '../util/errors'
import { isUuid } from '../util/ids'
import { queryParam } from '../util/paging'
import { readableProject, selectInProject } from '../projectScope'
import { KIND } from './records'
import type { InternetGatewayRecord, VpcRecord, VpcRouterRecord, VpcSubnetRecord } from './records'

// The API's selectors: a resource is named by id alone, or by name plus its parent's selector
// (`?project=` for VPCs, `?vpc=` (+ project) for subnets, routers and gateways, `?router=` for
// routes). Mixing an id with parent selectors, or a bare name, is a 400 with the server's words.
// Every lookup also checks the caller's role on the owning project: a project they cannot read
// answers 404 for the resource (its existence does not leak); `need` above viewer is a 403.

type Caller = { ctx: MockContext; me: UserRecord; need: RoleName }

/** Selector errors name the parameter ('subnet'), not-found errors the resource type. */
const WORDS: Record<string, string> = {
  [KIND.subnet]: 'subnet',
  [KIND.router]: 'router',
  [KIND.route]: 'route',
  [KIND.gateway]: 'gateway',
  [KIND.gatewayPool]: 'pool',
  [KIND.gatewayAddress]: 'address',
  [KIND.floatingIp]: 'floating IP',
  [KIND.affinityGroup]: 'affinity group',
  [KIND.antiAffinityGroup]: 'anti-affinity group',
}
const word = (kind: string) => WORDS[kind] ?? kind
type Named = { id: string; name: string }

export function callerOf(ctx: MockContext, me: UserRecord, need: RoleName = 'viewer'): Caller {
  return { ctx, me, need }
}

export const query = (request: Request, key: string) => queryParam(request, key)

export function requireQuery(request: Request, key: string): string {
  const value = queryParam(request, key)
  if (value === undefined) throw invalidQuery(`missing field \`${key}\``)
  return value
}

/** Checks `need` on the project; `hidden` is the 404 for a caller who cannot even read it. */
function authorize(c: Caller, project: ProjectRecord | undefined, hidden: Error): ProjectRecord {
  const role = project ? projectRole(c.ctx, c.me, project) : null
  if (!project || project.silo_id !== c.me.silo_id || !atLeast(role, 'viewer')) throw hidden
  requireRole(role, c.need)
  return project
}

export function resolveProject(c: Caller, key: string): ProjectRecord {
  const project = readableProject(c.ctx, c.me, key)
  requireRole(projectRole(c.ctx, c.me, project), c.need)
  return project
}

/** A resource whose parent is the project (VPCs, floating IPs, affinity groups). */
export function resolveInProject<T extends Named & { project_id: string }>(
  c: Caller,
  kind: string,
  key: string,
  projectKey: string | undefined,
  rows: { all(): T[] },
): { project: ProjectRecord; record: T } {
  const found = selectInProject(c.ctx, c.me, rows.all(), key, projectKey, kind, word(kind))
  requireRole(projectRole(c.ctx, c.me, found.project), c.need)
  return found
}

export type VpcScope = { project: ProjectRecord; vpc: VpcRecord }

export function resolveVpc(c: Caller, key: string, projectKey: string | undefined): VpcScope {
  const { project, record } = resolveInProject(c, KIND.vpc, key, projectKey, c.ctx.db.vpcs)
  return { project, vpc: record }
}

/** The VPC named by `?vpc=` and `?project=`, for the collections under a VPC. */
export const vpcFromQuery = (c: Caller, request: Request): VpcScope =>
  resolveVpc(c, requireQuery(request, 'vpc'), query(request, 'project'))

/** A resource whose parent is a VPC (subnets, routers, internet gateways). */
function resolveInVpc<T extends Named & { vpc_id: string }>(
  c: Caller,
  kind: string,
  key: string,
  request: Request,
  rows: { all(): T[]; find(id: string): T | undefined },
): VpcScope & { record: T } {
  const vpcKey = query(request, 'vpc')
  const projectKey = query(request, 'project')
  if (isUuid(key)) {
    if (vpcKey !== undefined || projectKey !== undefined) {
      throw invalidRequest(
        `when providing ${word(kind)} as an ID vpc and project should not be specified`,
      )
    }
    const record = rows.find(key)
    const vpc = record && c.ctx.db.vpcs.find(record.vpc_id)
    if (!record || !vpc) throw notFound(kind, key)
    const project = authorize(c, c.ctx.db.projects.find(vpc.project_id), notFound(kind, key))
    return { project, vpc, record }
  }
  if (vpcKey === undefined) {
    throw invalidRequest(`${word(kind)} should either be an ID or vpc should be specified`)
  }
  const scope = resolveVpc(c, vpcKey, projectKey)
  const record = rows.all().find((r) => r.vpc_id === scope.vpc.id && r.name === key)
  if (!record) throw notFound(kind, key)
  return { ...scope, record }
}

export type RouterScope = VpcScope & { router: VpcRouterRecord }
export type GatewayScope = VpcScope & { gateway: InternetGatewayRecord }

export function resolveSubnet(c: Caller, key: string, request: Request) {
  const { record, ...scope } = resolveInVpc<VpcSubnetRecord>(
    c,
    KIND.subnet,
    key,
    request,
    c.ctx.db.vpcSubnets,
  )
  return { ...scope, subnet: record }
}

export function resolveRouter(c: Caller, key: string, request: Request): RouterScope {
  const { record, ...scope } = resolveInVpc(c, KIND.router, key, request, c.ctx.db.vpcRouters)
  return { ...scope, router: record }
}

export function resolveGateway(c: Caller, key: string, request: Request): GatewayScope {
  const { record, ...scope } = resolveInVpc(
    c,
    KIND.gateway,
    key,
    request,
    c.ctx.db.internetGateways,
  )
  return { ...scope, gateway: record }
}

/**
 * A resource one level below a VPC child (routes under `?router=`, gateway IP pools and
 * addresses under `?gateway=`): by id alone, or by name with the parent's own selector.
 */
export function resolveGrandchild<P, T extends Named>(
  c: Caller,
  names: { kind: string; parent: string },
  key: string,
  request: Request,
  lookups: {
    byId(id: string): { record: T; scope: P } | undefined
    parent(parentKey: string): P
    inParent(scope: P): T[]
  },
): P & { record: T } {
  const parentKey = query(request, names.parent)
  if (isUuid(key)) {
    if (parentKey !== undefined || query(request, 'vpc') || query(request, 'project')) {
      throw invalidRequest(
        `when providing ${word(names.kind)} as an ID ${names.parent}, vpc, and project should not be specified`,
      )
    }
    const found = lookups.byId(key)
    if (!found) throw notFound(names.kind, key)
    return { ...found.scope, record: found.record }
  }
  if (parentKey === undefined) {
    throw invalidRequest(
      `${word(names.kind)} should either be an ID or ${names.parent} should be specified`,
    )
  }
  const scope = lookups.parent(parentKey)
  const record = lookups.inParent(scope).find((r) => r.name === key)
  if (!record) throw notFound(names.kind, key)
  return { ...scope, record }
}

/** The owning project of a VPC, checked against the caller (for by-id grandchild lookups). */
export function scopeOfVpc(c: Caller, vpcId: string, hidden: Error): VpcScope {
  const vpc = c.ctx.db.vpcs.find(vpcId)
  if (!vpc) throw hidden
  return { project: authorize(c, c.ctx.db.projects.find(vpc.project_id), hidden), vpc }
}
