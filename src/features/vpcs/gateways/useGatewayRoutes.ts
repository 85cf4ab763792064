import { useCallback, useEffect, useMemo } from 'react'
import { shallowEqual, useSelector } from 'react-redux'
import { useVpcRouterListQuery, vpcsApi } from '~/api/endpoints/vpcs'
import type { RouterRoute, VpcRouter } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { useAppDispatch } from '~/app/hooks'

// Which routes send traffic to an internet gateway: any router of the VPC may have one whose
// target names the gateway. One routes query per router (routers are few), by router id.

export type RouteOfRouter = { router: VpcRouter; route: RouterRoute }

const routeList = vpcsApi.endpoints.vpcRouterRouteList
type ApiState = Parameters<ReturnType<typeof routeList.select>>[0]

export type VpcRoutes = {
  /** every route of every router of the VPC, once all are in */
  routes: RouteOfRouter[] | undefined
  /** a list could not be loaded */
  error: unknown
  /** asks again for the lists that could not be loaded */
  retry: () => void
}

export function useVpcRoutes(project: string, vpc: string): VpcRoutes {
  const dispatch = useAppDispatch()
  const routers = useVpcRouterListQuery({ query: { project, vpc, limit: ALL_PAGES_LIMIT } })
  const routerList = routers.data?.items
  const args = useMemo(
    () => (routerList ?? []).map((r) => ({ query: { router: r.id, limit: ALL_PAGES_LIMIT } })),
    [routerList],
  )
  // a subscription per router's routes, for as long as the component shows them
  useEffect(() => {
    const subscriptions = args.map((arg) => dispatch(routeList.initiate(arg)))
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [dispatch, args])
  const selectors = useMemo(() => args.map((arg) => routeList.select(arg)), [args])
  const results = useSelector(
    (state: ApiState) => selectors.map((select) => select(state)),
    shallowEqual,
  )
  const { error: routersError, refetch: refetchRouters } = routers
  const retry = useCallback(() => {
    if (routersError !== undefined) void refetchRouters()
    args.forEach((arg, i) => {
      if (results[i]?.error !== undefined)
        void dispatch(routeList.initiate(arg, { subscribe: false, forceRefetch: true }))
    })
  }, [dispatch, args, results, routersError, refetchRouters])
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
