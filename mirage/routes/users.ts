import type { MockContext } from '../context'
import { mapPage, toGroup, toUser } from '../serializers'
import { invalidQuery, notFound } from '../util/errors'
import { isUuid } from '../util/ids'
import { ID_SORT, paginate, queryParam } from '../util/paging'
import { ok } from '../util/respond'
import { uuidParam } from '../util/validate'
import type { MockApi } from './define'

// Users and groups of the caller's silo, for the access screens. Every member of the silo may
// list them; the contract sorts both by id only.

export function userRoutes(api: MockApi, ctx: MockContext) {
  const groupIn = (siloId: string, id: string) => {
    const group = ctx.db.groups.first((g) => g.id === id && g.silo_id === siloId)
    if (!group) throw notFound('silo-group', id)
    return group
  }

  api.get('/v1/users', (request, me) => {
    let users = ctx.db.users.where((u) => u.silo_id === me.silo_id)
    const groupFilter = queryParam(request, 'group')
    if (groupFilter !== undefined) {
      if (!isUuid(groupFilter)) throw invalidQuery('group: expected a UUID')
      const group = groupIn(me.silo_id, groupFilter)
      const members = new Set(
        ctx.db.groupMemberships.where((m) => m.group_id === group.id).map((m) => m.user_id),
      )
      users = users.filter((u) => members.has(u.id))
    }
    return ok(mapPage(paginate(users, request, ID_SORT), toUser))
  })

  api.get('/v1/groups', (request, me) => {
    const groups = ctx.db.groups.where((g) => g.silo_id === me.silo_id)
    return ok(mapPage(paginate(groups, request, ID_SORT), toGroup))
  })

  api.get('/v1/groups/:group_id', (request, me) =>
    ok(toGroup(groupIn(me.silo_id, uuidParam(request.params.group_id, 'group_id')))),
  )
}
