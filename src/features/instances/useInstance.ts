import { createElement, type ComponentType } from 'react'
import { instancesApi } from '~/api/endpoints/instances'
import type { Instance } from '~/api/generated/types'
import { usePollInterval } from '~/api/usePollInterval'
import { defineView } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { Spinner } from '~/components'
import { pollInstances } from '~/state/machines'
import { useEntity } from '~/state/entities'

/** The project and instance named in the route (instances/:instance under projects/:project). */
export function useInstanceSelector() {
  return useRouteParams('project', 'instance')
}

/** The instance of the route: its pages' loader and `useInstance` read this one view. */
export const instanceView = defineView(instancesApi.endpoints.instanceView, (param) => ({
  path: { instance: param('instance') },
  query: { project: param('project') },
}))

/**
 * The instance of the current route, as the store knows it now: the view query keeps it fresh
 * (polling while it is in progress, spec §4), and the entity carries any newer news from a list,
 * an action or another tab. Undefined only before the route's loader has fetched it.
 */
export function useInstance(): Instance | undefined {
  const { data, fulfilledTimeStamp, refetch } = instanceView.useView()
  const live = useEntity('instances', data?.id)
  const current = live ?? data
  const interval = usePollInterval(pollInstances(current ? [current] : undefined), {
    data,
    answeredAt: fulfilledTimeStamp,
    refetch,
  })
  // a second subscription to the same query only sets how often it is re-asked
  instanceView.useView({ pollingInterval: interval, skip: !current })
  return current
}

/**
 * An instance page or tab: rendered with the route's instance (`useInstance`) once it is in, a
 * spinner until then (the loader has fetched it, so only a page rendered without it waits).
 */
export function withInstance(Page: ComponentType<{ instance: Instance }>): ComponentType {
  function InstanceView() {
    const instance = useInstance()
    return instance ? createElement(Page, { instance }) : createElement(Spinner)
  }
  InstanceView.displayName = Page.displayName ?? Page.name
  return InstanceView
}
