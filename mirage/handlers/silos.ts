import type { CertificateCreate } from '~/api/generated/types'
import type { MockApi, Call } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { requireRole, siloRole } from '../orm/auth'
import { byId, assertNameFree, byNameOrId } from '../orm/lookups'
import type { Wire } from '../orm/models/attrs'
import type { RoleName } from '../orm/models/foundation'
import { viewPolicy } from '../orm/policy'
import { provisionedIn, quotasOf } from '../sim/quota'
import { invalidBody } from '../util/errors'
import { savePolicy } from './policy'

// The caller's silo (/v1/…): its users and groups for the access screens (every member may list
// them; the contract sorts both by id only), its policy, utilization and TLS certificates.

const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/
const PEM_KEY = /-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\s\S]+-----END ([A-Z]+ )?PRIVATE KEY-----/

/** The contract says "a string"; the API parses the PEM, the mock checks its armour. */
export function certificate(c: Wire<CertificateCreate>, at = '') {
  if (!PEM_CERT.test(c.cert))
    throw invalidBody(`${at}cert: failed to parse certificate: expected PEM`)
  if (!PEM_KEY.test(c.key)) throw invalidBody(`${at}key: failed to parse private key: expected PEM`)
  return { name: c.name, description: c.description, cert: c.cert, key: c.key, service: c.service }
}

export function silosHandlers(api: MockApi, ctx: MockContext) {
  const group = (siloId: string, id: string) => byId(ctx, 'group', id, 'silo-group', { siloId })

  api.on('userList', (c) => {
    const filter = c.query('group')
    if (filter === undefined)
      return list(ctx.schema.where('user', { siloId: c.me.siloId }), c.request, BY_ID)
    return list(group(c.me.siloId, filter).members, c.request, BY_ID)
  })

  api.on('groupList', (c) =>
    list(ctx.schema.where('group', { siloId: c.me.siloId }), c.request, BY_ID),
  )

  api.on('groupView', (c) => group(c.me.siloId, c.params.group_id ?? ''))

  // Any member of the silo may read its policy: the console's 403 page needs it to tell a user
  // that they have no role on the silo (spec §6).
  api.on('policyView', (c) => viewPolicy(ctx, c.me.siloId))
  api.on('policyUpdate', (c) => {
    requireRole(siloRole(ctx, c.me), 'admin')
    return savePolicy(ctx, c, c.me.siloId)
  })
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
