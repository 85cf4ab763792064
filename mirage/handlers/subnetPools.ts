import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import type { MockContext } from '../context'
import { byNameOrId } from '../orm/lookups'
import { siloSubnetPoolViews } from '../orm/subnetPools'

// The subnet pools of the caller's silo (/v1/subnet-pools), as the external subnet form picks
// from them: only pools linked to the silo (others are a 404, as the API does not reveal them).

export function subnetPoolsHandlers(api: MockApi, ctx: MockContext) {
  const mine = (c: Call) => siloSubnetPoolViews(ctx, c.me.siloId)
  api.on('subnetPoolList', (c) => list(mine(c), c.request))
  api.on('subnetPoolView', (c) => byNameOrId(mine(c), c.params.pool ?? '', 'subnet-pool'))
}
