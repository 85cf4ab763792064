import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { invalidBody, invalidRequest } from '../util/errors'
import { assertNameFree, identityUpdate } from '../util/lookup'
import { wirePage } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import {
  jsonBody,
  optionalName,
  optionalString,
  requireName,
  requireString,
} from '../util/validate'
import { toWire } from '../wire'
import { insertVpc, randomUlaPrefix, removeVpc, runtimeMaker } from './build'
import { isUniqueLocal, parseNetOf } from './ip'
import { KIND } from './records'
import { callerOf, query, requireQuery, resolveProject, resolveVpc } from './selectors'

// /v1/vpcs: VPCs of a project. Creating one builds its system router, default subnet, default
// internet gateway and firewall rules (build.ts); deleting one is refused while it has subnets
// (which hold the NICs) or custom routers.

function checkPrefix(text: string): string {
  const net = parseNetOf(6, text)
  if (!net) throw invalidBody(`ipv6_prefix: invalid IPv6 subnet "${text}"`)
  if (net.width !== 48 || !isUniqueLocal(net)) {
    throw invalidRequest(
      `VPC IPv6 prefix '${text}' must be a /48 from the unique local range fd00::/8`,
    )
  }
  return text
}

export function vpcRoutes(api: MockApi, ctx: MockContext): void {
  const vpcsOf = (projectId: string) => ctx.db.vpcs.where((v) => v.project_id === projectId)

  api.get('/v1/vpcs', (request, me) => {
    const project = resolveProject(callerOf(ctx, me), requireQuery(request, 'project'))
    return ok(wirePage(vpcsOf(project.id), request))
  })

  api.post('/v1/vpcs', (request, me) => {
    const project = resolveProject(
      callerOf(ctx, me, 'collaborator'),
      requireQuery(request, 'project'),
    )
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const dnsName = requireName(body, 'dns_name')
    const rawPrefix = optionalString(body, 'ipv6_prefix')
    const prefix = rawPrefix === undefined ? randomUlaPrefix() : checkPrefix(rawPrefix)
    assertNameFree(vpcsOf(project.id), name, KIND.vpc)
    const vpc = insertVpc(
      ctx.db,
      project,
      { name, description, dns_name: dnsName, ipv6_prefix: prefix },
      runtimeMaker(),
    )
    return created(toWire(vpc))
  })

  api.get('/v1/vpcs/:vpc', (request, me) => {
    const { vpc } = resolveVpc(
      callerOf(ctx, me),
      request.params.vpc ?? '',
      query(request, 'project'),
    )
    return ok(toWire(vpc))
  })

  api.put('/v1/vpcs/:vpc', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const { vpc, project } = resolveVpc(c, request.params.vpc ?? '', query(request, 'project'))
    const body = jsonBody(request)
    const dnsName = optionalName(body, 'dns_name')
    const updated = ctx.db.vpcs.update(vpc.id, {
      ...identityUpdate(body, vpc, vpcsOf(project.id), KIND.vpc),
      dns_name: dnsName ?? vpc.dns_name,
    })
    return ok(toWire(updated))
  })

  api.del('/v1/vpcs/:vpc', (request, me) => {
    const c = callerOf(ctx, me, 'collaborator')
    const { vpc } = resolveVpc(c, request.params.vpc ?? '', query(request, 'project'))
    // The API's words: subnets hold NICs, so they must go first (the default one included).
    if (ctx.db.vpcSubnets.first((s) => s.vpc_id === vpc.id)) {
      throw invalidRequest('VPC cannot be deleted while VPC Subnets exist')
    }
    // The system router goes with the VPC; routers the user made must be deleted first.
    if (ctx.db.vpcRouters.first((r) => r.vpc_id === vpc.id && r.kind === 'custom')) {
      throw invalidRequest('VPC cannot be deleted while custom VPC Routers exist')
    }
    removeVpc(ctx.db, vpc)
    return noContent()
  })
}
