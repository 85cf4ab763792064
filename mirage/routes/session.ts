import type { MockContext } from '../context'
import { MockHttpError, notFound, unauthorized } from '../util/errors'
import { noContent, ok, seeOther } from '../util/respond'
import { jsonBody, requireString } from '../util/validate'
import type { MockApi } from './define'

// Signing in and out. The real API keeps the session in a cookie; the mock keeps one signed-in
// user per server (ctx.session), which is the same thing for a single browser tab.

function siloByName(ctx: MockContext, name: string | undefined) {
  const silo = ctx.db.silos.first((s) => s.name === name)
  if (!silo) throw notFound('silo', name ?? '')
  return silo
}

export function sessionRoutes(api: MockApi, ctx: MockContext) {
  api.open.post('/v1/login/:silo_name/local', (request) => {
    const silo = siloByName(ctx, request.params.silo_name)
    const body = jsonBody(request)
    const username = requireString(body, 'username')
    const password = requireString(body, 'password')
    const account = ctx.db.localCredentials.first(
      (c) => c.silo_id === silo.id && c.username === username && c.password === password,
    )
    if (!account) throw unauthorized()
    ctx.session.userId = account.id
    return noContent()
  })

  // The identity provider's post-back. There is no identity provider behind the mock: posting
  // here is the assertion, and the provider signs in the user it was seeded with.
  api.open.post('/login/:silo_name/saml/:provider_name', (request) => {
    const silo = siloByName(ctx, request.params.silo_name)
    const name = request.params.provider_name ?? ''
    const provider = ctx.db.samlProviders.first((p) => p.silo_id === silo.id && p.name === name)
    if (!provider) throw notFound('saml-identity-provider', name)
    if (!ctx.db.users.find(provider.mock_user_id)) {
      throw new MockHttpError(401, 'Unauthorized', 'credentials missing or invalid')
    }
    ctx.session.userId = provider.mock_user_id
    return seeOther('/projects')
  })

  // Logging out without a session is not an error on the real API either.
  api.open.post('/v1/logout', () => {
    ctx.session.userId = null
    return noContent()
  })

  // Health check: answers whether or not anyone is signed in, like the real endpoint.
  api.open.get('/v1/ping', () => ok({ status: 'ok' }))
}
