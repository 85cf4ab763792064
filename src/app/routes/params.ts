import { useParams, type Params } from 'react-router-dom'
import { notFoundError } from '~/api/errors'

/**
 * Every named segment of the route table (`:project`, `:sledId` …), beside `pb`, which builds
 * the same paths. A route reads the ones its path has, by these names.
 */
export type RouteParam =
  | 'project'
  | 'instance'
  | 'vpc'
  | 'subnet'
  | 'router'
  | 'route'
  | 'gateway'
  | 'rule'
  | 'image'
  | 'snapshot'
  | 'floatingIp'
  | 'externalSubnet'
  | 'probe'
  | 'group'
  | 'user'
  | 'sshKey'
  | 'silo'
  | 'provider'
  | 'pool'
  | 'subnetPool'
  | 'sledId'
  | 'switchId'
  | 'port'
  | 'lot'
  | 'settings'
  | 'bgpConfig'
  | 'announceSet'
  | 'bundleId'
  | 'alertId'
  | 'receiver'

export type RouteParams<N extends RouteParam> = { readonly [K in N]: string }

/**
 * The named params of a route, as strings. One that is missing (a page placed under a route
 * without it) is 'Page not found', as an unknown path is, rather than a request for ''.
 */
export function routeParams<const N extends RouteParam>(
  params: Readonly<Params>,
  names: readonly N[],
): RouteParams<N> {
  const found: Partial<Record<N, string>> = {}
  for (const name of names) {
    const value = params[name]
    if (value === undefined) throw notFoundError()
    found[name] = value
  }
  return found as RouteParams<N>
}

/** `routeParams` of the route on screen: `const { project, vpc } = useRouteParams('project', 'vpc')`. */
export function useRouteParams<const N extends RouteParam>(...names: N[]): RouteParams<N> {
  return routeParams(useParams(), names)
}

/** One named param of a route's params (a crumb's, a nav link's): `routeParam(params, 'project')`. */
export const routeParam = (params: Readonly<Params>, name: RouteParam): string =>
  routeParams(params, [name])[name]
