import { randomHex } from '~/util/names'
import { requiredQuery, type Call, type MockApi } from '../api/define'
import type { MockContext } from '../context'
import { byId, byNameOrId } from '../orm/lookups'
import type { M } from '../orm/models'
import { asSchema } from '../orm/serializer'

// A silo's SCIM tokens (/v1/system/scim/tokens?silo=): the bearer tokens its identity provider's
// SCIM client sends. The API lists them whole, never with the token itself: that is in the create
// answer alone. The fleet role is checked for every /v1/system call (api/define.ts).

const view = (token: M<'scimToken'>) => asSchema('ScimClientBearerToken', token.attrs)

export function scimRoutes(api: MockApi, ctx: MockContext) {
  const silo = (c: Call) => byNameOrId(ctx.schema.all('silo'), requiredQuery(c, 'silo'), 'silo')
  // another silo's token is not found, as on the API
  const token = (c: Call) =>
    byId(ctx, 'scimToken', c.params.token_id ?? '', 'scim-client-bearer-token', {
      siloId: silo(c).id,
    })

  api.on('scimTokenList', (c) => silo(c).scimTokens.models.map(view))
  api.on('scimTokenCreate', (c) => {
    const created = ctx.create('scimToken', { silo: silo(c), bearerToken: randomHex(40) })
    return asSchema('ScimClientBearerTokenValue', created.attrs)
  })
  api.on('scimTokenView', (c) => view(token(c)))
  api.on('scimTokenDelete', (c) => token(c).destroy())
}
