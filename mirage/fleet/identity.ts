import { requireFleet } from '../auth'
import type { MockContext } from '../context'
import type { SamlProviderRecord, SiloRecord } from '../models'
import type { MockApi } from '../routes/define'
import { toUser } from '../serializers'
import { alreadyExists, invalidBody, invalidRequest, notFound } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, byNameOrId, now } from '../util/lookup'
import { ID_SORT, paginate } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import {
  jsonBody,
  objectAt,
  optionalString,
  requireName,
  requireOneOf,
  requireString,
  stringAt,
  uuidParam,
} from '../util/validate'
import type { Body } from '../util/validate'
import { siloChildSelector, siloFromQuery } from './access'
import { BUILTIN_USERS, BUILTIN_USERS_CREATED } from './constants'
import { forgetIdentities } from './silos'

// Identity of silos as the fleet manages it: a silo's identity providers (SAML), its local
// users (create, set password, delete; only in local_only silos) and users, and the API's
// built-in users. A local user signs in through /v1/login/{silo}/local, which reads
// localCredentials: set-password writes there, login_disallowed removes the credential.

const USERNAME_RE = /^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/

const toProvider = (p: SamlProviderRecord) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  provider_type: 'saml' as const,
  time_created: p.time_created,
  time_modified: p.time_modified,
})

const toSaml = (p: SamlProviderRecord) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  acs_url: p.acs_url,
  idp_entity_id: p.idp_entity_id,
  slo_url: p.slo_url,
  sp_client_id: p.sp_client_id,
  technical_contact_email: p.technical_contact_email,
  public_cert: p.public_cert,
  group_attribute_name: p.group_attribute_name,
  time_created: p.time_created,
  time_modified: p.time_modified,
})

const builtins = () =>
  BUILTIN_USERS.map(([id, name, description]) => ({
    id,
    name,
    description,
    time_created: BUILTIN_USERS_CREATED,
    time_modified: BUILTIN_USERS_CREATED,
  }))

/** A UserPassword body: the new password, or null for login_disallowed. */
function parsePassword(value: unknown, at: string): string | null {
  const body = at ? objectAt(value, at) : (value as Body)
  const field = (f: string) => (at ? `${at}.${f}` : f)
  const mode = requireOneOf(body.mode, field('mode'), ['password', 'login_disallowed'] as const)
  if (mode === 'login_disallowed') return null
  const password = stringAt(body.value, field('value'))
  if (password.length > 512) throw invalidBody(`${field('value')}: password too long`)
  return password
}

function parseMetadataSource(body: Body) {
  const source = objectAt(body.idp_metadata_source, 'idp_metadata_source')
  const type = requireOneOf(source.type, 'idp_metadata_source.type', [
    'url',
    'base64_encoded_xml',
  ] as const)
  if (type === 'url') stringAt(source.url, 'idp_metadata_source.url')
  else stringAt(source.data, 'idp_metadata_source.data')
}

export function identityRoutes(api: MockApi, ctx: MockContext) {
  const usersOf = (silo: SiloRecord) => ctx.db.users.where((u) => u.silo_id === silo.id)
  const userIn = (silo: SiloRecord, id: string) => {
    const user = ctx.db.users.first((u) => u.id === id && u.silo_id === silo.id)
    if (!user) throw notFound('silo-user', id)
    return user
  }
  const localSilo = (silo: SiloRecord) => {
    if (silo.identity_mode !== 'local_only') {
      throw invalidRequest(
        'cannot manage local users in a silo whose identity mode is not local_only',
      )
    }
  }

  api.get('/v1/system/identity-providers', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const silo = siloFromQuery(ctx, request)
    const page = paginate(
      ctx.db.samlProviders.where((p) => p.silo_id === silo.id),
      request,
    )
    return ok({ items: page.items.map(toProvider), next_page: page.next_page })
  })

  api.post('/v1/system/identity-providers/saml', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const silo = siloFromQuery(ctx, request)
    const body = jsonBody(request)
    const name = requireName(body)
    const providers = ctx.db.samlProviders.where((p) => p.silo_id === silo.id)
    parseMetadataSource(body)
    const keypair =
      body.signing_keypair === undefined || body.signing_keypair === null
        ? null
        : objectAt(body.signing_keypair, 'signing_keypair')
    const record = {
      id: newId(),
      name,
      description: requireString(body, 'description'),
      silo_id: silo.id,
      acs_url: requireString(body, 'acs_url'),
      idp_entity_id: requireString(body, 'idp_entity_id'),
      slo_url: requireString(body, 'slo_url'),
      sp_client_id: requireString(body, 'sp_client_id'),
      technical_contact_email: requireString(body, 'technical_contact_email'),
      public_cert: keypair ? stringAt(keypair.public_cert, 'signing_keypair.public_cert') : null,
      group_attribute_name: optionalString(body, 'group_attribute_name') ?? null,
      time_created: now(),
      time_modified: now(),
      // the pretend identity provider signs in the silo's first user (none in a new silo)
      mock_user_id: usersOf(silo)[0]?.id ?? '',
    }
    if (keypair) stringAt(keypair.private_key, 'signing_keypair.private_key')
    assertNameFree(providers, name, 'saml-identity-provider')
    return created(toSaml(ctx.db.samlProviders.insert(record)))
  })

  api.get('/v1/system/identity-providers/saml/:provider', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const key = request.params.provider ?? ''
    const silo = siloChildSelector(ctx, request, key, 'saml-identity-provider')
    const providers = silo
      ? ctx.db.samlProviders.where((p) => p.silo_id === silo.id)
      : ctx.db.samlProviders.all()
    return ok(toSaml(byNameOrId(providers, key, 'saml-identity-provider')))
  })

  api.post('/v1/system/identity-providers/local/users', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const silo = siloFromQuery(ctx, request)
    localSilo(silo)
    const body = jsonBody(request)
    const username = requireString(body, 'external_id')
    if (!USERNAME_RE.test(username) || username.length > 63) {
      throw invalidBody(`external_id: "${username}" is not a valid username`)
    }
    const password = parsePassword(body.password, 'password')
    const taken =
      ctx.db.localCredentials.first((c) => c.silo_id === silo.id && c.username === username) ??
      usersOf(silo).find((u) => u.display_name === username)
    if (taken) throw alreadyExists('silo-user', username)
    const user = ctx.db.users.insert({ id: newId(), display_name: username, silo_id: silo.id })
    if (password !== null) {
      ctx.db.localCredentials.insert({ id: user.id, silo_id: silo.id, username, password })
    }
    return created(toUser(user))
  })

  api.post('/v1/system/identity-providers/local/users/:user_id/set-password', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const silo = siloFromQuery(ctx, request)
    localSilo(silo)
    const user = userIn(silo, uuidParam(request.params.user_id, 'user_id'))
    const password = parsePassword(jsonBody(request), '')
    const existing = ctx.db.localCredentials.find(user.id)
    if (password === null) {
      if (existing) ctx.db.localCredentials.remove(user.id)
    } else if (existing) {
      ctx.db.localCredentials.update(user.id, { password })
    } else {
      // a user made with login_disallowed: their username is their display name
      ctx.db.localCredentials.insert({
        id: user.id,
        silo_id: silo.id,
        username: user.display_name,
        password,
      })
    }
    return noContent()
  })

  api.del('/v1/system/identity-providers/local/users/:user_id', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const silo = siloFromQuery(ctx, request)
    localSilo(silo)
    const user = userIn(silo, uuidParam(request.params.user_id, 'user_id'))
    for (const m of ctx.db.groupMemberships.where((g) => g.user_id === user.id)) {
      ctx.db.groupMemberships.remove(m.id)
    }
    for (const k of ctx.db.sshKeys.where((s) => s.silo_user_id === user.id))
      ctx.db.sshKeys.remove(k.id)
    for (const t of ctx.db.accessTokens.where((a) => a.user_id === user.id)) {
      ctx.db.accessTokens.remove(t.id)
    }
    if (ctx.db.localCredentials.find(user.id)) ctx.db.localCredentials.remove(user.id)
    ctx.db.users.remove(user.id)
    forgetIdentities(ctx.db, new Set([user.id]))
    if (ctx.session.userId === user.id) ctx.session.userId = null
    return noContent()
  })

  api.get('/v1/system/users', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const page = paginate(usersOf(siloFromQuery(ctx, request)), request, ID_SORT)
    return ok({ items: page.items.map(toUser), next_page: page.next_page })
  })

  api.get('/v1/system/users/:user_id', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const silo = siloFromQuery(ctx, request)
    return ok(toUser(userIn(silo, uuidParam(request.params.user_id, 'user_id'))))
  })

  api.get('/v1/system/users-builtin', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(paginate(builtins(), request, ['name_ascending']))
  })

  api.get('/v1/system/users-builtin/:user', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(byNameOrId(builtins(), request.params.user ?? '', 'user-builtin'))
  })
}
