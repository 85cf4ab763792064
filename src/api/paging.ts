import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useCallback, useEffect, useState } from 'react'
import { useDispatch } from 'react-redux'
import { STALE_TIME_SECONDS } from './api'
import { ALL_PAGES_LIMIT } from './wholeList'

/** Spec §9: rows per table page. */
export const PAGE_SIZE = 25

export { ALL_PAGES_LIMIT } from './wholeList'

export type Page<T> = { items: T[]; nextPage?: string | null }

/** Every item of a paged list, fetching page after page until there is no next one. */
export async function allPages<T>(
  fetchPage: (pageToken?: string) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = []
  const seen = new Set<string>()
  let token: string | undefined
  do {
    const page = await fetchPage(token)
    items.push(...page.items)
    token = page.nextPage ?? undefined
    // a server handing back a token twice would otherwise keep this going forever
    if (token !== undefined && seen.has(token)) throw new Error(`Page token repeated: ${token}`)
    if (token !== undefined) seen.add(token)
  } while (token !== undefined)
  return items
}

type PageQuery = { limit?: number | null; pageToken?: string | null }

/** A list endpoint of an injected api slice, e.g. `projectsApi.endpoints.projectList`. */
export type ListEndpoint<Q extends PageQuery, T> = {
  initiate: (
    arg: { query?: Q },
    options: { subscribe: false; forceRefetch: number | boolean },
  ) => ThunkAction<{ unwrap: () => Promise<Page<T>> }, unknown, unknown, UnknownAction>
}

/**
 * allPages through an RTK Query list endpoint; pages go through the cache like any query.
 * `force` asks the API again even for pages the cache holds fresh (a Retry).
 */
export function fetchAllPages<Q extends PageQuery, T>(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  endpoint: ListEndpoint<Q, T>,
  query: Q,
  force = false,
): Promise<T[]> {
  return allPages((pageToken) => {
    const arg = { query: { ...query, limit: query.limit ?? ALL_PAGES_LIMIT, pageToken } }
    const forceRefetch = force || STALE_TIME_SECONDS
    const thunk = endpoint.initiate(arg, { subscribe: false, forceRefetch })
    return dispatch(thunk).unwrap()
  })
}

export type AllPages<T> = {
  items: T[] | undefined
  error: unknown
  isLoading: boolean
  /** asks for every page again (Retry); the items or the error stay until the answer */
  refetch: () => void
}

/**
 * Retry for a hook that fetches by hand for `key` (its arguments, compared by value): how many
 * times this key was retried, and the Retry. A Retry forces the request it was asked for, not the
 * ones after it (a changed filter reads the cache again as any query does).
 */
export function useRetry(key: string): [retried: number, retry: () => void] {
  const [retry, setRetry] = useState<{ key: string; n: number }>()
  const again = useCallback(
    () => setRetry((r) => ({ key, n: r?.key === key ? r.n + 1 : 1 })),
    [key],
  )
  return [retry?.key === key ? retry.n : 0, again]
}

/**
 * Every item of a list endpoint, for pickers. `query` is compared by value, so an inline object
 * does not refetch on every render.
 */
export function useAllPages<Q extends PageQuery, T>(
  endpoint: ListEndpoint<Q, T>,
  query: Q,
): AllPages<T> {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const key = JSON.stringify(query)
  const [result, setResult] = useState<{ key: string; items?: T[]; error?: unknown }>()
  const [retried, refetch] = useRetry(key)
  useEffect(() => {
    let current = true
    fetchAllPages(dispatch, endpoint, JSON.parse(key) as Q, retried > 0).then(
      (items) => current && setResult({ key, items }),
      (error: unknown) => current && setResult({ key, error }),
    )
    // an answer for a query no longer asked for must not land
    return () => {
      current = false
    }
  }, [dispatch, endpoint, key, retried])
  const done = result?.key === key ? result : undefined
  return { items: done?.items, error: done?.error, isLoading: !done, refetch }
}
