import { systemSubnetPoolsApi } from '~/api/endpoints/systemSubnetPools'
import { defineView } from '~/app/routes/define'

/** The pool of subnet-pools/{subnetPool}, read by its page and the forms over it; unknown: 404. */
export const subnetPoolView = defineView(
  systemSubnetPoolsApi.endpoints.systemSubnetPoolView,
  (param) => ({ path: { pool: param('subnetPool') } }),
)
