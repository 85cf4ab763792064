import type { MockContext } from '../context'
import { atLeast, projectRole, requireRole } from '../orm/auth'
import { byNameOrId } from '../orm/lookups'
import type { M } from '../orm/models'
import type { RoleName } from '../orm/models/foundation'
import { invalidRequest, notFound } from '../util/errors'
import { isUuid } from '../util/ids'
import { listOf } from './contract'
import { requiredQuery, type Call } from './define'

// The API's selectors, written once for every resource under a project: a resource is named by
// its id alone, or by its name plus its parent's selector (`?project=`; `?vpc=` (+ project) for
// subnets, routers and gateways; `?router=` for routes; `?gateway=` for a gateway's pools and
// addresses; `?instance=` for network interfaces). Mixing an id with selectors, or a bare name,
// is a 400 in the server's words. A project the caller cannot read answers 404 for everything
// in it (its existence does not leak); a role below `need` is a 403.

/** Each resource's parent, the word its selector errors use, and its 404's resource type. */
const SCOPES = {
  instance: ['project', 'instance'],
  disk: ['project', 'disk'],
  snapshot: ['project', 'snapshot'],
  vpc: ['project', 'vpc'],
  floatingIp: ['project', 'floating IP', 'floating-ip'],
  externalSubnet: ['project', 'external subnet', 'external-subnet'],
  affinityGroup: ['project', 'affinity group', 'affinity-group'],
  antiAffinityGroup: ['project', 'anti-affinity group', 'anti-affinity-group'],
  vpcSubnet: ['vpc', 'subnet', 'vpc-subnet'],
  vpcRouter: ['vpc', 'router', 'vpc-router'],
  internetGateway: ['vpc', 'gateway', 'internet-gateway'],
  routerRoute: ['vpcRouter', 'route', 'router-route'],
  internetGatewayIpPool: ['internetGateway', 'pool', 'internet-gateway-ip-pool'],
  internetGatewayIpAddress: ['internetGateway', 'address', 'internet-gateway-ip-address'],
  networkInterface: ['instance', 'network interface'],
} as const satisfies Record<string, readonly [string, string, string?]>

export type Scoped = keyof typeof SCOPES
type Parent = Scoped | 'project'

/** The query parameter that names a parent. */
const PARAM: Partial<Record<Parent, string>> = { vpcRouter: 'router', internetGateway: 'gateway' }
const paramOf = (parent: Parent) => PARAM[parent] ?? parent

function spec(type: Scoped) {
  const [parent, word, kind = word] = SCOPES[type] as readonly [Parent, string, string?]
  return { parent, word, kind, fk: `${parent}Id`, param: paramOf(parent) }
}
type Row = { id: string; name: string; [key: string]: unknown }

/** The selector parameters above a resource, nearest first: ['router', 'vpc', 'project']. */
function chain(type: Scoped): string[] {
  const s = spec(type)
  return [s.param, ...(s.parent === 'project' ? [] : chain(s.parent))]
}

/** The API's 400s for a selector: an id with its parent's selectors, a name without them. */
export const idWithSelector = (word: string, which: string) =>
  invalidRequest(`when providing ${word} as an ID ${which} should not be specified`)
export const nameWithoutSelector = (word: string, param: string, id = 'UUID') =>
  invalidRequest(`${word} should either be ${id} or ${param} should be specified`)

/** GET reads need a viewer; anything that changes something a collaborator. */
const needOf = (c: Call): RoleName =>
  ['GET', 'HEAD'].includes(c.method) ? 'viewer' : 'collaborator'

/** 404 unless the caller may read the project (`hidden` is the 404 to give), 403 below `need`. */
function authorize(
  ctx: MockContext,
  c: Call,
  project: M<'project'> | null,
  hidden: Error,
  need: RoleName,
) {
  const role = project && project.siloId === c.me.siloId ? projectRole(ctx, c.me, project) : null
  if (!project || !atLeast(role, 'viewer')) throw hidden
  requireRole(role, need)
  return project
}

/** The project named by `key`, readable by the caller (404 otherwise), at least `need`. */
export function projectByKey(ctx: MockContext, c: Call, key: string, need = needOf(c)) {
  const found = byNameOrId(ctx.schema.where('project', { siloId: c.me.siloId }), key, 'project')
  return authorize(ctx, c, found, notFound('project', key), need)
}

/** The required `?project=` of a list or create. */
export function projectFromQuery(ctx: MockContext, c: Call, need = needOf(c)) {
  return projectByKey(ctx, c, requiredQuery(c, 'project'), need)
}

/** The project a resource is in, walking up its parents. */
function projectOf(ctx: MockContext, type: Scoped, row: Row): M<'project'> | null {
  const s = spec(type)
  const parentId = row[s.fk] as string | null
  if (s.parent === 'project') return parentId ? ctx.schema.find('project', parentId) : null
  // eslint-disable-next-line no-restricted-syntax -- Mirage's schema types find and findBy per model name; the scope walks models by a name known only at run time
  const parent = parentId ? (ctx.schema.find(s.parent, parentId) as unknown as Row | null) : null
  return parent ? projectOf(ctx, s.parent, parent) : null
}

/** The resource named by `key` (name or id) with the API's selector rules; 400/403/404. */
export function select<K extends Scoped>(
  ctx: MockContext,
  c: Call,
  type: K,
  key: string,
  need = needOf(c),
): M<K> {
  const s = spec(type)
  const above = chain(type)
  const nic = type === 'networkInterface'
  if (isUuid(key)) {
    const given = above.filter((p) => c.query(p) !== undefined)
    if (given.length) throw idWithSelector(s.word, nic ? given[0]! : listOf(above, 'and'))
    // eslint-disable-next-line no-restricted-syntax -- Mirage's schema types find and findBy per model name; the scope walks models by a name known only at run time
    const row = ctx.schema.find(type, key) as unknown as Row | null
    authorize(ctx, c, row && projectOf(ctx, type, row), notFound(s.kind, key), need)
    // eslint-disable-next-line no-restricted-syntax -- Mirage's schema types find and findBy per model name; the scope walks models by a name known only at run time
    return row as unknown as M<K>
  }
  const parentKey = c.query(s.param)
  if (parentKey === undefined)
    throw nameWithoutSelector(s.word, s.param, s.parent === 'project' || nic ? 'UUID' : 'an ID')
  const parent =
    s.parent === 'project'
      ? projectByKey(ctx, c, parentKey, need)
      : // eslint-disable-next-line no-restricted-syntax -- Mirage's schema types find and findBy per model name; the scope walks models by a name known only at run time
        (select(ctx, c, s.parent, parentKey, need) as unknown as Row)
  // eslint-disable-next-line no-restricted-syntax -- Mirage's schema types find and findBy per model name; the scope walks models by a name known only at run time
  const row = ctx.schema.findBy(type, { [s.fk]: parent.id, name: key } as never)
  if (!row) throw notFound(s.kind, key)
  return row as M<K>
}

/** The {name} path parameter of the operation, selected as above. */
export const selectParam = <K extends Scoped>(
  ctx: MockContext,
  c: Call,
  type: K,
  param: string,
  need?: RoleName,
) => select(ctx, c, type, c.params[param] ?? '', need)

/** The parent a collection's list or create names in its query (`?vpc=`, `?router=`, …). */
export function fromQuery<K extends Scoped>(ctx: MockContext, c: Call, type: K): M<K> {
  return select(ctx, c, type, requiredQuery(c, paramOf(type)))
}
