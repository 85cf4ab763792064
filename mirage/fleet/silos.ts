import type { CertificateCreate, SiloCreate, SiloQuotasUpdate } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { assertNameFree, BY_ID, byNameOrId, list } from '../api/lists'
import { requireRole, siloRole } from '../auth'
import type { MockContext } from '../context'
import type { M } from '../models'
import type { Wire } from '../models/attrs'
import type { RoleName } from '../models/foundation'
import { assign, savePolicy, setPolicy, viewPolicy } from '../routes/policy'
import { invalidBody, invalidRequest } from '../util/errors'
import { siloPoolViews } from './allocate'

// Silos as the fleet sees them (/v1/system/silos): create with quotas, certificates and an admin
// group; delete with everything that hangs off the silo; their policies, pools, quotas and
// utilization. And a silo's own TLS certificates (/v1/certificates).

const ROLES = ['admin', 'collaborator', 'limited_collaborator', 'viewer']
const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/
const PEM_KEY = /-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\s\S]+-----END ([A-Z]+ )?PRIVATE KEY-----/

/** The contract says "a string"; the API parses the PEM, the mock checks its armour. */
function certificate(c: Wire<CertificateCreate>, at = '') {
  if (!PEM_CERT.test(c.cert))
    throw invalidBody(`${at}cert: failed to parse certificate: expected PEM`)
  if (!PEM_KEY.test(c.key)) throw invalidBody(`${at}key: failed to parse private key: expected PEM`)
  return { name: c.name, description: c.description, cert: c.cert, key: c.key, service: c.service }
}

/** cpus and memory of the silo's instances, storage of its disks. */
export function provisionedIn(ctx: MockContext, siloId: string) {
  const projects = ctx.schema.where('project', { siloId }).models
  const instances = projects.flatMap((p) => p.instances.models)
  return {
    cpus: instances.reduce((sum, i) => sum + i.ncpus, 0),
    memory: instances.reduce((sum, i) => sum + i.memory, 0),
    storage: projects.flatMap((p) => p.disks.models).reduce((sum, d) => sum + d.size, 0),
  }
}

/** A silo's quotas; one made without them has zero of everything. */
export const quotasOf = (ctx: MockContext, siloId: string) => {
  const q = ctx.schema.find('siloQuotaSet', siloId)
  return { cpus: q?.cpus ?? 0, memory: q?.memory ?? 0, storage: q?.storage ?? 0 }
}

const utilization = (ctx: MockContext, silo: M<'silo'>) => ({
  silo_id: silo.id,
  silo_name: silo.name,
  // the API reports a silo's quotas as what is allocated to it
  allocated: quotasOf(ctx, silo.id),
  provisioned: provisionedIn(ctx, silo.id),
})

export function siloRoutes(api: MockApi, ctx: MockContext) {
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
    ctx.schema.find('siloQuotaSet', found.id)?.destroy()
    ctx.schema.find('policy', found.id)?.destroy()
    found.destroy()
  })

  api.on('siloIpPoolList', (c) => list(siloPoolViews(ctx, silo(c).id), c.request))
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
  // The caller's own silo: its quotas as capacity, against what its projects use.
  api.on('utilizationView', (c) => {
    requireRole(siloRole(ctx, c.me), 'viewer')
    return { capacity: quotasOf(ctx, c.me.siloId), provisioned: provisionedIn(ctx, c.me.siloId) }
  })

  /** The caller's silo's certificates, if its role there is at least `need`. */
  const certificates = (c: Call, need: RoleName) => {
    requireRole(siloRole(ctx, c.me), need)
    return ctx.schema.where('certificate', { siloId: c.me.siloId })
  }
  const cert = (c: Call, need: RoleName) =>
    byNameOrId(certificates(c, need), c.params.certificate ?? '', 'certificate')
  api.on('certificateList', (c) => list(certificates(c, 'viewer'), c.request))
  api.on('certificateCreate', (c) => {
    const siblings = certificates(c, 'admin')
    const input = certificate(c.json<CertificateCreate>())
    assertNameFree(siblings, input.name, 'certificate')
    return ctx.create('certificate', { ...input, siloId: c.me.siloId })
  })
  api.on('certificateView', (c) => cert(c, 'viewer'))
  api.on('certificateDelete', (c) => cert(c, 'admin').destroy())
}

/** Role assignments of an identity that no longer exists, removed from every policy. */
export function forget(ctx: MockContext, identityId: string) {
  for (const policy of ctx.schema.all('policy').models) {
    const kept = policy.roleAssignments.filter((a) => a.identity_id !== identityId)
    if (kept.length !== policy.roleAssignments.length) policy.update({ roleAssignments: kept })
  }
}

/** A user and what is theirs: memberships, keys, tokens, roles, and their session. */
export function removeUser(ctx: MockContext, user: M<'user'>) {
  user.sshKeys.destroy()
  user.accessTokens.destroy()
  forget(ctx, user.id)
  if (ctx.session.userId === user.id) ctx.session.userId = null
  user.destroy()
}
