import type { MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { byId } from '../orm/lookups'

// The signed-in user's device-flow access tokens (/v1/me/access-tokens).

export function tokensHandlers(api: MockApi, ctx: MockContext) {
  // A token is kept with its secret (what a client sends as Bearer); the list shows and revokes
  // it by its id, so the secret never leaves the mock after /device/token.
  api.on('currentUserAccessTokenList', (c) => list(c.me.accessTokens, c.request, BY_ID))
  api.on('currentUserAccessTokenDelete', (c) => {
    const id = c.params.token_id ?? ''
    byId(ctx, 'accessToken', id, 'device-access-token', { userId: c.me.id }).destroy()
  })
}
