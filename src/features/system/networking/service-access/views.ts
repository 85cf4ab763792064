import { systemNetworkingApi } from '~/api/endpoints/systemNetworking'
import { defineView, loadAll } from '~/app/routes/define'

// The page's two settings, each read by its own section: the route fetches both.
export const allowListView = defineView(
  systemNetworkingApi.endpoints.networkingAllowListView,
  () => undefined,
)
export const inboundIcmpView = defineView(
  systemNetworkingApi.endpoints.networkingInboundIcmpView,
  () => undefined,
)
export const serviceAccessLoader = loadAll(allowListView.loader, inboundIcmpView.loader)
