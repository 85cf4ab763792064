import type { MockContext } from '../context'
import type { AccessTokenRecord } from '../models'
import type { MockApi } from '../routes/define'
import { notFound } from '../util/errors'
import { newId } from '../util/ids'
import { now } from '../util/lookup'
import { ID_SORT, paginate } from '../util/paging'
import { noContent, ok } from '../util/respond'
import { uuidParam } from '../util/validate'

// The caller's device-flow access tokens (/v1/me/access-tokens). A token is stored under its
// secret (what a client sends as Bearer); the list shows and revokes it by a separate uuid, so
// the secret never leaves the mock after /device/token. Deleting one logs that client out.

type Listed = { id: string; time_created: string; time_expires: string | null }

export function tokenRoutes(api: MockApi, ctx: MockContext) {
  /** The public side of a token; tokens issued before the fields existed get them now. */
  const listed = (t: AccessTokenRecord): Listed => {
    if (t.token_id && t.time_created) {
      return { id: t.token_id, time_created: t.time_created, time_expires: t.time_expires ?? null }
    }
    const filled = { token_id: newId(), time_created: now(), time_expires: null }
    ctx.db.accessTokens.update(t.id, filled)
    return { id: filled.token_id, time_created: filled.time_created, time_expires: null }
  }

  api.get('/v1/me/access-tokens', (request, me) => {
    const mine = ctx.db.accessTokens.where((t) => t.user_id === me.id).map(listed)
    return ok(paginate(mine, request, ID_SORT))
  })

  api.del('/v1/me/access-tokens/:token_id', (request, me) => {
    const id = uuidParam(request.params.token_id, 'token_id')
    const token = ctx.db.accessTokens.first((t) => t.user_id === me.id && t.token_id === id)
    if (!token) throw notFound('device-access-token', id)
    ctx.db.accessTokens.remove(token.id)
    return noContent()
  })
}
