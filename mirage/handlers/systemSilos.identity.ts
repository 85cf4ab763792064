import type { SamlIdentityProviderCreate, UserCreate, UserPassword } from '~/api/generated/types'
import { requiredQuery, type Call, type MockApi } from '../api/define'
import { BY_ID, BY_NAME, list } from '../api/lists'
import { idWithSelector, nameWithoutSelector } from '../api/scope'
import type { MockContext } from '../context'
import { assertNameFree, byNameOrId, byId } from '../orm/lookups'
import type { M } from '../orm/models'
import type { Wire } from '../orm/models/attrs'
import { asSchema } from '../orm/serializer'
import { alreadyExists, invalidRequest } from '../util/errors'
import { isUuid } from '../util/ids'

// Identity of silos as the fleet manages it: a silo's identity providers (SAML), its local users
// (create, set password, delete; only in local_only silos) and users, and the API's built-in
// users. A local user signs in through /v1/login/{silo}/local with the username and password
// kept on the user; set-password changes the password, login_disallowed clears it.

/** The API's built-in (non-silo) users, with the fixed ids the real system gives them. */
const BUILTINS = [
  ['db-init', 'used for seeding initial database data'],
  ['internal-api', 'used by Nexus when handling internal API requests'],
  ['internal-read', 'used by Nexus to read privileged control plane data'],
  ['external-authn', 'used by Nexus to authenticate users for the external API'],
  ['saga-recovery', 'used by Nexus to recover sagas after a restart'],
].map(([name, description], i) => ({
  id: `001de000-05e4-4000-8000-00000000000${i + 1}`,
  name: name!,
  description,
  time_created: '2024-11-04T00:00:00.000Z',
  time_modified: '2024-11-04T00:00:00.000Z',
}))

const passwordOf = (p: Wire<UserPassword>) => ('value' in p ? p.value : null)

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

export function identityRoutes(api: MockApi, ctx: MockContext) {
  const silo = (c: Call) => byNameOrId(ctx.schema.all('silo'), requiredQuery(c, 'silo'), 'silo')
  const localSilo = (c: Call) => {
    const found = silo(c)
    if (found.identityMode !== 'local_only') {
      throw invalidRequest(
        'cannot manage local users in a silo whose identity mode is not local_only',
      )
    }
    return found
  }
  const userIn = (siloId: string, id: string) => byId(ctx, 'user', id, 'silo-user', { siloId })

  api.on('siloIdentityProviderList', (c) =>
    list(silo(c).samlProviders, c.request, undefined, (p) =>
      asSchema('IdentityProvider', { ...p.attrs, providerType: 'saml' }),
    ),
  )

  api.on('samlIdentityProviderCreate', (c) => {
    const found = silo(c)
    const { idpMetadataSource: _, signingKeypair, ...body } = c.attrs<SamlIdentityProviderCreate>()
    assertNameFree(found.samlProviders, body.name, 'saml-identity-provider')
    return ctx.create('samlProvider', {
      ...body,
      silo: found,
      publicCert: signingKeypair?.public_cert ?? null,
      groupAttributeName: body.groupAttributeName ?? null,
      // the pretend identity provider signs in the silo's first user (none in a new silo)
      mockUser: found.users.models[0] ?? null,
    })
  })

  // By id alone, or by name with `?silo=`, like a project's resources.
  api.on('samlIdentityProviderView', (c) => {
    const key = c.params.provider ?? ''
    const siloKey = c.query('silo')
    const word = 'saml-identity-provider'
    if (isUuid(key) && siloKey !== undefined) throw idWithSelector(word, 'silo')
    if (!isUuid(key) && siloKey === undefined) throw nameWithoutSelector(word, 'silo')
    const providers = siloKey === undefined ? ctx.schema.all('samlProvider') : silo(c).samlProviders
    return byNameOrId(providers, key, 'saml-identity-provider')
  })

  api.on('localIdpUserCreate', (c) => {
    const found = localSilo(c)
    const body = c.json<UserCreate>()
    const username = body.external_id
    if (found.users.models.some((u) => u.username === username || u.displayName === username)) {
      throw alreadyExists('silo-user', username)
    }
    return ctx.create('user', {
      silo: found,
      displayName: username,
      username,
      password: passwordOf(body.password),
    })
  })

  api.on('localIdpUserSetPassword', (c) => {
    const user = userIn(localSilo(c).id, c.params.user_id ?? '')
    // a user made with login_disallowed keeps their display name as their username
    user.update({
      username: user.username ?? user.displayName,
      password: passwordOf(c.json<UserPassword>()),
    })
  })

  api.on('localIdpUserDelete', (c) =>
    removeUser(ctx, userIn(localSilo(c).id, c.params.user_id ?? '')),
  )

  api.on('siloUserList', (c) => list(silo(c).users, c.request, BY_ID))
  api.on('siloUserView', (c) => userIn(silo(c).id, c.params.user_id ?? ''))

  api.on('userBuiltinList', (c) => list(BUILTINS, c.request, BY_NAME))
  api.on('userBuiltinView', (c) => byNameOrId(BUILTINS, c.params.user ?? '', 'user-builtin'))
}
