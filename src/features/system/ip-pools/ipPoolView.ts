import { systemIpPoolsApi } from '~/api/endpoints/systemIpPools'
import { defineView } from '~/app/routes/define'

/** The pool of ip-pools/{pool}, read by its page and the forms over it; an unknown one is a 404. */
export const ipPoolView = defineView(systemIpPoolsApi.endpoints.systemIpPoolView, (param) => ({
  path: { pool: param('pool') },
}))
