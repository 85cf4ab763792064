import { Response } from 'miragejs'
import type { UsernamePasswordCredentials } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import type { MockContext } from '../context'
import { notFound, unauthorized } from '../util/errors'

// Signing in (the console's logout is consoleAuth.ts). The real API keeps the session in a cookie; the mock keeps one signed-in
// user per server (ctx.session), which is the same thing for a single browser tab.

export function loginHandlers(api: MockApi, ctx: MockContext) {
  const silo = (name = '') => {
    const found = ctx.schema.findBy('silo', { name })
    if (!found) throw notFound('silo', name)
    return found
  }

  api.open('loginLocal', (c) => {
    const { username, password } = c.json<UsernamePasswordCredentials>()
    const { id } = silo(c.params.silo_name)
    const user = ctx.schema.findBy('user', { siloId: id, username, password })
    if (!user) throw unauthorized()
    ctx.session.userId = user.id
  })

  // The identity provider's post-back. There is no identity provider behind the mock: posting
  // here is the assertion, and the provider signs in the user it was seeded with.
  api.open('loginSaml', (c) => {
    const name = c.params.provider_name ?? ''
    const provider = ctx.schema.findBy('samlProvider', {
      siloId: silo(c.params.silo_name).id,
      name,
    })
    if (!provider) throw notFound('saml-identity-provider', name)
    if (!provider.mockUser) throw unauthorized()
    ctx.session.userId = provider.mockUser.id
    return new Response(303, { Location: '/projects', 'Content-Type': 'text/plain' }, '')
  })
}
