import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import type { MockContext } from '../context'
import { siloPoolViews } from '../orm/allocate'
import { byNameOrId } from '../orm/lookups'

// The IP pools of the caller's silo (/v1/ip-pools), as a project's forms pick from them.

export function ipPoolsHandlers(api: MockApi, ctx: MockContext) {
  // only pools linked to the silo, each with whether it is the silo's default.
  const mine = (c: Call) => siloPoolViews(ctx, c.me.siloId)
  // its filters (IpPoolFilter) on the views as sent
  const kindOf = (p: object) => p as { ip_version: string; pool_type: string }
  api.on('ipPoolList', (c) =>
    list(
      mine(c).filter(
        (p) =>
          (c.query('ip_version') ?? kindOf(p).ip_version) === kindOf(p).ip_version &&
          (c.query('pool_type') ?? kindOf(p).pool_type) === kindOf(p).pool_type,
      ),
      c.request,
    ),
  )
  api.on('ipPoolView', (c) => byNameOrId(mine(c), c.params.pool ?? '', 'ip-pool'))
}
