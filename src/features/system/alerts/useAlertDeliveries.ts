import { useCallback, useMemo } from 'react'
import { systemAlertsApi, useAlertReceiverListQuery } from '~/api/endpoints/systemAlerts'
import type { AlertDelivery, AlertReceiver } from '~/api/generated/types'
import { useEachQuery } from '~/api/useEachQuery'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'

// Where an alert went: the API lists deliveries per receiver only, so each receiver's are read
// (receivers are few; newest first, the latest page of each) and those of the alert kept.

export type DeliveryToReceiver = AlertDelivery & { receiver: AlertReceiver }

const deliveryList = systemAlertsApi.endpoints.alertDeliveryList

export function useAlertDeliveries(alertId: string) {
  const receivers = useAlertReceiverListQuery({ query: { limit: ALL_PAGES_LIMIT } })
  const list = receivers.data?.items
  const args = useMemo(
    () =>
      (list ?? []).map((r) => ({
        path: { receiver: r.id },
        query: { limit: ALL_PAGES_LIMIT, sortBy: 'time_and_id_descending' as const },
      })),
    [list],
  )
  const { results, retry: retryEach } = useEachQuery(deliveryList, args)
  const { error: receiversError, refetch } = receivers
  const retry = useCallback(() => {
    if (receiversError !== undefined) void refetch()
    retryEach()
  }, [receiversError, refetch, retryEach])
  return useMemo(() => {
    const error = receiversError ?? results.find((r) => r.error !== undefined)?.error
    if (!list || results.some((r) => !r.data && r.error === undefined)) {
      return { rows: undefined, error, retry }
    }
    const rows: DeliveryToReceiver[] = list.flatMap((receiver, i) =>
      (results[i]?.data?.items ?? [])
        .filter((d) => d.alertId === alertId)
        // one row per receiver and delivery, whatever ids a stand-in API repeats
        .map((d) => ({ ...d, id: `${receiver.id}/${d.id}`, receiver })),
    )
    return { rows, error, retry }
  }, [list, results, receiversError, retry, alertId])
}
