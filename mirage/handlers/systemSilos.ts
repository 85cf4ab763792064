import type { SiloCreate, SiloQuotasUpdate } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { siloPoolViews } from '../orm/allocate'
import { assertNameFree, byNameOrId } from '../orm/lookups'
import type { M } from '../orm/models'
import { siloSubnetPoolViews } from '../orm/subnetPools'
import { assign, setPolicy, viewPolicy } from '../orm/policy'
import { provisionedIn, quotasOf } from '../sim/quota'
import { invalidBody, invalidRequest } from '../util/errors'
import { savePolicy } from './policy'
import { certificate } from './silos'
import { forget, identityRoutes, removeUser } from './systemSilos.identity'
import { scimRoutes } from './systemSilos.scim'

// Silos as the fleet sees them (/v1/system/silos): create with quotas, certificates and an admin
// group; delete with everything that hangs off the silo; their policies, pools, quotas and
// utilization. And a silo's own TLS certificates (/v1/certificates).

const ROLES = ['admin', 'collaborator', 'limited_collaborator', 'viewer']
const utilization = (ctx: MockContext, silo: M<'silo'>) => ({
  silo_id: silo.id,
  silo_name: silo.name,
  // the API reports a silo's quotas as what is allocated to it
  allocated: quotasOf(ctx, silo.id),
  provisioned: provisionedIn(ctx, silo.id),
})

function siloRoutes(api: MockApi, ctx: MockContext) {
  const silo = (c: Call) => byNameOrId(ctx.schema.all('silo'), c.params.silo ?? '', 'silo')

  // The API lists only discoverable silos; a hidden one is still reachable by name or id.
  api.on('siloList', (c) => list(ctx.schema.where('silo', { discoverable: true }), c.request))

  api.on('siloCreate', (c) => {
    const body = c.json<SiloCreate>()
    assertNameFree(ctx.schema.all('silo'), body.name, 'silo')
    // the contract's map takes any key; the API's is keyed by silo role
    const bad = Object.keys(body.mapped_fleet_roles ?? {}).find((r) => !ROLES.includes(r))
    if (bad)
      throw invalidBody(
        `mapped_fleet_roles: unknown variant "${bad}", expected one of "admin", "collaborator", "limited_collaborator", or "viewer"`,
      )
    const certs = body.tls_certificates.map((cert, i) =>
      certificate(cert, `tls_certificates[${i}].`),
    )
    const dup = certs.map((x) => x.name).find((n, i, all) => all.indexOf(n) !== i)
    if (dup !== undefined) throw invalidRequest(`already exists: certificate "${dup}"`)
    const created = ctx.create('silo', {
      name: body.name,
      description: body.description,
      discoverable: body.discoverable,
      identityMode: body.identity_mode,
      mappedFleetRoles: body.mapped_fleet_roles ?? {},
      adminGroupName: body.admin_group_name ?? null,
    })
    ctx.create('siloQuotaSet', { id: created.id, silo: created, ...body.quotas })
    for (const cert of certs) ctx.create('certificate', { ...cert, silo: created })
    const admins = body.admin_group_name
      ? ctx.create('group', { silo: created, displayName: body.admin_group_name })
      : null
    setPolicy(ctx, created.id, admins ? [assign('silo_group', admins.id, 'admin')] : [])
    return created
  })

  api.on('siloView', (c) => silo(c))

  api.on('siloDelete', (c) => {
    const found = silo(c)
    if (found.projects.length) throw invalidRequest('silo to be deleted contains a project')
    for (const user of found.users.models) removeUser(ctx, user)
    for (const group of found.groups.models) forget(ctx, group.id)
    found.groups.destroy()
    found.samlProviders.destroy()
    found.certificates.destroy()
    found.poolLinks.destroy()
    found.scimTokens.destroy()
    ctx.schema.where('subnetPoolSiloLink', { siloId: found.id }).destroy()
    ctx.schema.find('siloQuotaSet', found.id)?.destroy()
    ctx.schema.find('policy', found.id)?.destroy()
    found.destroy()
  })

  api.on('siloIpPoolList', (c) => list(siloPoolViews(ctx, silo(c).id), c.request))
  api.on('siloSubnetPoolList', (c) => list(siloSubnetPoolViews(ctx, silo(c).id), c.request))
  api.on('siloPolicyView', (c) => viewPolicy(ctx, silo(c).id))
  api.on('siloPolicyUpdate', (c) => savePolicy(ctx, c, silo(c).id))

  const quotas = (s: M<'silo'>) => ({ silo_id: s.id, ...quotasOf(ctx, s.id) })
  api.on('systemQuotasList', (c) => list(ctx.schema.all('silo'), c.request, BY_ID, quotas))
  api.on('siloQuotasView', (c) => quotas(silo(c)))
  api.on('siloQuotasUpdate', (c) => {
    const { id } = silo(c)
    const body = c.json<SiloQuotasUpdate>()
    const next = { ...quotasOf(ctx, id) }
    // int64 in the contract; the API refuses a negative quota
    if ((body.cpus ?? 0) < 0) throw invalidBody('cpus: a quota cannot be negative')
    for (const key of ['cpus', 'memory', 'storage'] as const) next[key] = body[key] ?? next[key]
    const quota = ctx.schema.find('siloQuotaSet', id)
    if (quota) quota.update(next)
    else ctx.create('siloQuotaSet', { id, siloId: id, ...next })
    return { silo_id: id, ...next }
  })
  api.on('siloUtilizationList', (c) =>
    list(ctx.schema.all('silo'), c.request, undefined, (s) => utilization(ctx, s)),
  )
  api.on('siloUtilizationView', (c) => utilization(ctx, silo(c)))
}

/** The systemSilos group: silos here, their identity providers, users and SCIM tokens beside it. */
export function systemSilosHandlers(api: MockApi, ctx: MockContext): void {
  siloRoutes(api, ctx)
  identityRoutes(api, ctx)
  scimRoutes(api, ctx)
}
