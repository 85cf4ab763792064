import type { MockContext } from '../context'
import { mapPage, toCurrentUser, toGroup, toSshKey } from '../serializers'
import { MockHttpError } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, byNameOrId, now } from '../util/lookup'
import { ID_SORT, paginate } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { isOpenSshPublicKey, jsonBody, requireName, requireString } from '../util/validate'
import type { MockApi } from './define'

// /v1/me: the signed-in user, their groups and their SSH keys. Every user may use these, with
// or without a role anywhere.

export function currentUserRoutes(api: MockApi, ctx: MockContext) {
  api.get('/v1/me', (_request, me) => ok(toCurrentUser(ctx, me)))

  api.get('/v1/me/groups', (request, me) => {
    const groupIds = new Set(
      ctx.db.groupMemberships.where((m) => m.user_id === me.id).map((m) => m.group_id),
    )
    const groups = ctx.db.groups.where((g) => groupIds.has(g.id))
    return ok(mapPage(paginate(groups, request, ID_SORT), toGroup))
  })

  const keysOf = (userId: string) => ctx.db.sshKeys.where((k) => k.silo_user_id === userId)

  api.get('/v1/me/ssh-keys', (request, me) =>
    ok(mapPage(paginate(keysOf(me.id), request), toSshKey)),
  )

  api.post('/v1/me/ssh-keys', (request, me) => {
    const body = jsonBody(request)
    const name = requireName(body)
    const description = requireString(body, 'description')
    const publicKey = requireString(body, 'public_key').trim()
    if (!isOpenSshPublicKey(publicKey)) {
      // Same words as the console's own check, so either one reads the same in the form.
      throw new MockHttpError(400, 'InvalidValue', 'not a valid SSH public key')
    }
    assertNameFree(keysOf(me.id), name, 'ssh-key')
    const time = now()
    const key = ctx.db.sshKeys.insert({
      id: newId(),
      name,
      description,
      public_key: publicKey,
      silo_user_id: me.id,
      time_created: time,
      time_modified: time,
    })
    return created(toSshKey(key))
  })

  api.get('/v1/me/ssh-keys/:ssh_key', (request, me) =>
    ok(toSshKey(byNameOrId(keysOf(me.id), request.params.ssh_key ?? '', 'ssh-key'))),
  )

  api.del('/v1/me/ssh-keys/:ssh_key', (request, me) => {
    const key = byNameOrId(keysOf(me.id), request.params.ssh_key ?? '', 'ssh-key')
    ctx.db.sshKeys.remove(key.id)
    return noContent()
  })
}
