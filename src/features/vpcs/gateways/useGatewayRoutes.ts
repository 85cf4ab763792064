import { useCallback, useMemo } from 'react'
import { useVpcRouterListQuery, vpcsApi } from '~/api/endpoints/vpcs'
import type { RouterRoute, VpcRouter } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { useEachQuery } from '~/api/useEachQuery'

// Which routes send traffic to an internet gateway: any router of the VPC may have one whose
// target names the gateway. One routes query per router (routers are few), by router id.

export type RouteOfRouter = { router: VpcRouter; route: RouterRoute }

const routeList = vpcsApi.endpoints.vpcRouterRouteList

export type VpcRoutes = {
  /** every route of every router of the VPC, once all are in */
  routes: RouteOfRouter[] | undefined
  /** a list could not be loaded */
  error: unknown
  /** asks again for the lists that could not be loaded */
  retry: () => void
}

export function useVpcRoutes(project: string, vpc: string): VpcRoutes {
  const routers = useVpcRouterListQuery({ query: { project, vpc, limit: ALL_PAGES_LIMIT } })
  const routerList = routers.data?.items
  const args = useMemo(
    () => (routerList ?? []).map((r) => ({ query: { router: r.id, limit: ALL_PAGES_LIMIT } })),
    [routerList],
  )
  const { results, retry: retryRoutes } = useEachQuery(routeList, args)
  const { error: routersError, refetch: refetchRouters } = routers
  const retry = useCallback(() => {
    if (routersError !== undefined) void refetchRouters()
    retryRoutes()
  }, [routersError, refetchRouters, retryRoutes])
  return useMemo(() => {
    const error = routersError ?? results.find((r) => r.error !== undefined)?.error
    if (!routerList || results.some((r) => !r.data)) return { routes: undefined, error, retry }
    const routes = routerList.flatMap((router, i) =>
      (results[i]?.data?.items ?? []).map((route) => ({ router, route })),
    )
    return { routes, error, retry }
  }, [routerList, results, routersError, retry])
}

/** The routes whose target is the gateway named `gateway`. */
export const routesTo = (routes: readonly RouteOfRouter[], gateway: string) =>
  routes.filter(
    ({ route }) => route.target.type === 'internet_gateway' && route.target.value === gateway,
  )
