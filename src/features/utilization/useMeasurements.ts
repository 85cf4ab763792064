import { useEffect, useState } from 'react'
import { STALE_TIME_SECONDS } from '~/api/api'
import { metricsApi } from '~/api/endpoints/metrics'
import type { Measurement, SystemMetricName } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, allPages, useRetry } from '~/api/paging'
import { useAppDispatch } from '~/app/hooks'
import type { UsageWindow } from '~/util/usageRange'

export type Measurements = {
  items: Measurement[] | undefined
  error: unknown
  /** asks for every page again (Retry); the error stays until the answer */
  refetch: () => void
}

/**
 * Every measurement of a silo metric in the window (GET /v1/metrics/{metric}, page after page),
 * optionally for one project. Only the answer for the current arguments is returned, so a range
 * or project change shows the loading state rather than the previous lines.
 */
export function useMeasurements(
  metricName: SystemMetricName,
  window: UsageWindow,
  project: string | undefined,
): Measurements {
  const dispatch = useAppDispatch()
  const key = JSON.stringify([metricName, window.start, window.end, project])
  const [result, setResult] = useState<{ key: string; items?: Measurement[]; error?: unknown }>()
  const [retried, refetch] = useRetry(key)
  useEffect(() => {
    let current = true
    const [name, start, end, only] = JSON.parse(key) as [SystemMetricName, string, string, string?]
    const page = (pageToken?: string) =>
      dispatch(
        metricsApi.endpoints.siloMetric.initiate(
          {
            path: { metricName: name },
            // the first page says what to scan; the next ones carry it in their token
            query: pageToken
              ? { limit: ALL_PAGES_LIMIT, pageToken, project: only }
              : {
                  limit: ALL_PAGES_LIMIT,
                  startTime: new Date(start),
                  endTime: new Date(end),
                  order: 'ascending',
                  project: only,
                },
          },
          { subscribe: false, forceRefetch: retried > 0 || STALE_TIME_SECONDS },
        ),
      ).unwrap()
    allPages(page).then(
      (items) => current && setResult({ key, items, error: undefined }),
      (error: unknown) => current && setResult({ key, items: undefined, error }),
    )
    return () => {
      current = false
    }
  }, [dispatch, key, retried])
  const done = result?.key === key ? result : undefined
  return { items: done?.items, error: done?.error, refetch }
}
