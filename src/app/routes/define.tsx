import type { ComponentType, ReactNode } from 'react'
import { useParams, type LoaderFunctionArgs, type Params } from 'react-router-dom'
import {
  listArg,
  loaderListQuery,
  preloadDataTable,
  Spinner,
  type ListDef,
  type ListQueryEndpoint,
} from '~/components'
import { isApiStatus, prefetch, prefetchList, type Initiatable } from '../prefetch'
import { routeParam, type RouteParam } from './params'

// A route's data is written once: its loader puts it in the cache and its page reads that same
// entry, both from one definition. Two copies that drift would each work alone, the prefetch
// then missing the cache without a sign.

type PageQuery = { limit?: number | null; pageToken?: string | null }

/**
 * A route param the definition needs, by name; a missing one is 'Page not found'. `optional`
 * reads one that some of the routes sharing the page have (a project image's `project`).
 */
export type ParamOf = ((name: RouteParam) => string) & {
  optional: (name: RouteParam) => string | undefined
}

const paramOf = (params: Readonly<Params>): ParamOf =>
  Object.assign((name: RouteParam) => routeParam(params, name), {
    optional: (name: RouteParam) => params[name],
  })

type RouteLoader = (args: LoaderFunctionArgs) => Promise<null>

/** What `defineList` gives: `list.loader` for the route, the rest for `<ListPage list={list}>`. */
export type ListDefinition<Q extends PageQuery, Row, P = undefined> = ListDef<Q, Row, P> & {
  loader: RouteLoader
}

// What a list endpoint of an api slice asks and answers, read off its `Types` (RTK Query's).
type ArgOf<E> = E extends { Types: { QueryArg: infer A } } ? A : never
type QueryOf<E> =
  ArgOf<E> extends { query?: infer Q extends PageQuery } ? NonNullable<Q> : PageQuery
type PathOf<E> = ArgOf<E> extends { path: infer P } ? P : undefined
type RowOf<E> = E extends { Types: { ResultType: { items: (infer R)[] } } } ? R : never
type Unpaged<E> = Omit<QueryOf<E>, 'limit' | 'pageToken'>

/**
 * One list of a route: `endpoint`, the call's `query` (without paging) and `path` from the
 * route's params, and its shape (`whole`, `sortsByName`). The loader prefetches the page of it
 * the URL names; the page's ListPage asks for the same. A page token the API refuses is the
 * page's to explain (it falls back to the first page), not an error page.
 */
export function defineList<
  E extends { Types: { QueryArg: unknown; ResultType: { items: unknown[] } } } & ListQueryEndpoint<
    QueryOf<E>,
    RowOf<E>,
    PathOf<E>
  > &
    Initiatable<{ path: PathOf<E>; query: QueryOf<E> }, unknown>,
>(def: {
  endpoint: E
  query?: (param: ParamOf) => Unpaged<E>
  path?: (param: ParamOf) => PathOf<E>
  whole?: boolean
  sortsByName?: boolean
}): ListDefinition<QueryOf<E>, RowOf<E>, PathOf<E>> {
  type Q = QueryOf<E>
  type P = PathOf<E>
  const { endpoint, whole, sortsByName } = def
  const shape = { whole, sortsByName }
  const query = (params: Readonly<Params>): Unpaged<E> =>
    def.query?.(paramOf(params)) ?? ({} as Unpaged<E>)
  const pathOf = def.path
  const path = pathOf && ((params: Readonly<Params>) => pathOf(paramOf(params)))
  const loader: RouteLoader = async ({ params, request }) => {
    const listQuery = loaderListQuery<Q>(query(params), request.url, shape)
    try {
      await prefetchList<{ path: P; query: Q }, unknown>(
        endpoint,
        listArg(path?.(params), listQuery),
      )
    } catch (e) {
      if (listQuery.pageToken && isApiStatus(e, 400)) return null
      throw e
    }
    return null
  }
  return { endpoint, query, path, whole, sortsByName, loader }
}

/** What a view's query hook answers, as much of it as pages read. */
export type ViewQuery<Result> = {
  data?: Result
  error?: unknown
  isLoading: boolean
  isFetching: boolean
  /** when the answer on screen arrived (ms since the epoch) */
  fulfilledTimeStamp?: number
  refetch: () => unknown
}

type ViewOptions = { pollingInterval?: number; skip?: boolean }

type ViewEndpoint<Arg, Result> = Initiatable<Arg, Result> & {
  useQuery: (arg: Arg, options?: ViewOptions) => ViewQuery<Result>
}

/** What a view's page gets once its data is in: the data, the query, and the route's params. */
export type ViewProps<Result> = { data: Result; query: ViewQuery<Result>; param: ParamOf }

/** What `defineView` gives the route (its loader) and the page (`page`, or `useView`). */
export type ViewDefinition<Result> = {
  loader: RouteLoader
  /** The view for a route's params, for a loader that reads it (a 404 rejects). */
  fetch: (params: Readonly<Params>) => Promise<Result>
  /**
   * The view on screen (with `options`, e.g. how often to ask again); its data is undefined only
   * before the cache has it (a page rendered without its loader).
   */
  useView: (options?: ViewOptions) => ViewQuery<Result> & { param: ParamOf }
  /**
   * The route's page over this view: rendered once the data is in, with `pending` (a spinner)
   * until then (the loader has fetched it, so only a page rendered without its loader waits).
   */
  page: (Page: ComponentType<ViewProps<Result>>, pending?: ReactNode) => ComponentType
}

/**
 * One view of a route: the endpoint and its argument from the route's params. Its loader
 * prefetches it (an unknown resource is the API's 404: 'Page not found'), and its page reads the
 * same cache entry.
 */
export function defineView<
  E extends { Types: { QueryArg: unknown; ResultType: unknown } } & ViewEndpoint<
    E['Types']['QueryArg'],
    E['Types']['ResultType']
  >,
>(
  endpoint: E,
  args: (param: ParamOf) => E['Types']['QueryArg'],
): ViewDefinition<E['Types']['ResultType']> {
  type Arg = E['Types']['QueryArg']
  type Result = E['Types']['ResultType']
  const fetch = (params: Readonly<Params>) => prefetch<Arg, Result>(endpoint, args(paramOf(params)))
  const loader: RouteLoader = async ({ params }) => {
    await fetch(params)
    return null
  }
  function useView(options?: ViewOptions) {
    const param = paramOf(useParams())
    return { ...endpoint.useQuery(args(param), options), param }
  }
  const page = (Page: ComponentType<ViewProps<Result>>, pending: ReactNode = <Spinner />) => {
    function ViewPage() {
      const { param, ...query } = useView()
      if (query.data === undefined) return pending
      return <Page data={query.data} query={query} param={param} />
    }
    ViewPage.displayName = Page.displayName ?? Page.name
    return ViewPage
  }
  return { loader, fetch, useView, page }
}

/**
 * For a route whose table shows rows of its views (no defined list prefetches it): the grid's
 * chunk loads beside them, with `loadAll`.
 */
export const loadGrid: RouteLoader = async () => {
  preloadDataTable()
  return null
}

/** A route showing several definitions (a view and a list under it): their loaders side by side. */
export const loadAll =
  (...loaders: RouteLoader[]): RouteLoader =>
  async (args) => {
    await Promise.all(loaders.map((load) => load(args)))
    return null
  }
