import { systemNetworkingApi } from '~/api/endpoints/systemNetworking'
import { defineView } from '~/app/routes/define'
import { WHOLE_LIST } from '~/api/wholeList'

/**
 * Every BGP configuration at once: the API has no view of one, so its edit form finds it here
 * (a rack has a handful).
 */
export const bgpConfigsView = defineView(
  systemNetworkingApi.endpoints.networkingBgpConfigList,
  () => WHOLE_LIST,
)
export const bgpConfigLoader = bgpConfigsView.loader
