import { useParams } from 'react-router-dom'
import { useInstanceViewQuery } from '~/api/endpoints/instances'
import type { Instance } from '~/api/generated/types'
import { usePollInterval } from '~/api/usePollInterval'
import { pollInstances } from '~/state/machines'
import { useEntity } from '~/state/entities'

/** The project and instance named in the route (instances/:instance under projects/:project). */
export function useInstanceSelector() {
  const { project = '', instance = '' } = useParams()
  return { project, instance }
}

/**
 * The instance of the current route, as the store knows it now: the view query keeps it fresh
 * (polling while it is in progress, spec §4), and the entity carries any newer news from a list,
 * an action or another tab. Undefined only before the route's loader has fetched it.
 */
export function useInstance(): Instance | undefined {
  const { project, instance } = useInstanceSelector()
  const { data, fulfilledTimeStamp, refetch } = useInstanceViewQuery({
    path: { instance },
    query: { project },
  })
  const live = useEntity('instances', data?.id)
  const current = live ?? data
  const interval = usePollInterval(pollInstances(current ? [current] : undefined), {
    data,
    answeredAt: fulfilledTimeStamp,
    refetch,
  })
  // a second subscription to the same query only sets how often it is re-asked
  useInstanceViewQuery(
    { path: { instance }, query: { project } },
    { pollingInterval: interval, skip: !current },
  )
  return current
}
