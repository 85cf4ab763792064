import type { MockApi } from '../api/define'
import { BY_ID, byId, list } from '../api/lists'
import type { MockContext } from '../context'

// Users and groups of the caller's silo, for the access screens. Every member of the silo may
// list them; the contract sorts both by id only.

export function userRoutes(api: MockApi, ctx: MockContext) {
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
}
