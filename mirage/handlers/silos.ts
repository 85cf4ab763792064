import type { CertificateCreate, SiloAuthSettingsUpdate } from '~/api/generated/types'
import type { MockApi, Call } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { requireRole, siloRole } from '../orm/auth'
import { byId, assertNameFree, byNameOrId } from '../orm/lookups'
import type { M } from '../orm/models'
import type { Wire } from '../orm/models/attrs'
import type { RoleName } from '../orm/models/foundation'
import { viewPolicy } from '../orm/policy'
import { provisionedIn, quotasOf } from '../sim/quota'
import { invalidBody } from '../util/errors'
import { savePolicy } from './policy'

// The caller's silo (/v1/…): its users and groups for the access screens (every member may list
// them; the contract sorts both by id only), its policy, utilization, TLS certificates and auth
// settings.

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

  // A user of the caller's silo (another silo's is not found). Their sessions and tokens are the
  // user's own to read, or a silo admin's; only a silo admin signs them out, which deletes every
  // session and token of theirs and cannot be undone.
  const user = (c: Call) =>
    byId(ctx, 'user', c.params.user_id ?? '', 'silo-user', { siloId: c.me.siloId })
  const ownOrAdmin = (c: Call) => {
    const found = user(c)
    if (found.id !== c.me.id) requireRole(siloRole(ctx, c.me), 'admin')
    return found
  }
  api.on('userView', (c) => user(c))
  api.on('userSessionList', (c) => list(ownOrAdmin(c).consoleSessions, c.request, BY_ID))
  api.on('userTokenList', (c) => list(ownOrAdmin(c).accessTokens, c.request, BY_ID))
  api.on('userLogout', (c) => {
    requireRole(siloRole(ctx, c.me), 'admin')
    const found = user(c)
    found.consoleSessions.models.forEach((s) => s.destroy())
    found.accessTokens.models.forEach((t) => t.destroy())
    // the mock's one browser session is theirs too when they signed themselves out
    if (ctx.session.userId === found.id) ctx.session.userId = null
  })

  // Any member of the silo may read its policy: the console's 403 page needs it to tell a user
  // that they have no role on the silo (spec §6).
  api.on('policyView', (c) => viewPolicy(ctx, c.me.siloId))
  api.on('policyUpdate', (c) => {
    requireRole(siloRole(ctx, c.me), 'admin')
    return savePolicy(ctx, c, c.me.siloId)
  })
  // The caller's silo's auth settings: its members read them, its admins change them.
  const settings = (silo: M<'silo'>) => ({
    silo_id: silo.id,
    device_token_max_ttl_seconds: silo.deviceTokenMaxTtlSeconds,
  })
  const ownSilo = (c: Call, need: RoleName) => {
    requireRole(siloRole(ctx, c.me), need)
    return byId(ctx, 'silo', c.me.siloId, 'silo')
  }
  api.on('authSettingsView', (c) => settings(ownSilo(c, 'viewer')))
  api.on('authSettingsUpdate', (c) => {
    const silo = ownSilo(c, 'admin')
    silo.update({
      deviceTokenMaxTtlSeconds: c.json<SiloAuthSettingsUpdate>().device_token_max_ttl_seconds,
    })
    return settings(silo)
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
