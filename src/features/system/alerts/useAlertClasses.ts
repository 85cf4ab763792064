import { useAlertClassListQuery } from '~/api/endpoints/systemAlerts'
import { WHOLE_LIST } from '~/api/wholeList'

/** The rack's alert classes, whole (a rack has a few dozen): undefined while they load. */
export function useAlertClasses() {
  return useAlertClassListQuery(WHOLE_LIST).data?.items
}
