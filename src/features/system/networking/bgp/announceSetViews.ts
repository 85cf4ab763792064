import { systemNetworkingApi } from '~/api/endpoints/systemNetworking'
import { defineView } from '~/app/routes/define'

/** Every announce set (the API lists them at once, not by pages). */
export const announceSetsView = defineView(
  systemNetworkingApi.endpoints.networkingBgpAnnounceSetList,
  () => undefined,
)

/** The announcements of the set the route names; an unknown set is 'Page not found'. */
export const announcementsView = defineView(
  systemNetworkingApi.endpoints.networkingBgpAnnouncementList,
  (param) => ({ path: { announceSet: param('announceSet') } }),
)
