import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { useCallback, useEffect, useMemo } from 'react'
import { shallowEqual, useDispatch, useSelector } from 'react-redux'
import type { ThunkDispatch } from '@reduxjs/toolkit'

/** What useEachQuery needs of an RTK Query endpoint: `api.endpoints.someView`. */
export type EachEndpoint<Arg, T> = {
  initiate: (
    arg: Arg,
    opts?: { subscribe?: boolean; forceRefetch?: boolean },
  ) => ThunkAction<{ unsubscribe: () => void }, unknown, unknown, UnknownAction>
  select: (arg: Arg) => (state: never) => { data?: T; error?: unknown }
}

export type EachResult<T> = { data?: T; error?: unknown }

/**
 * One query per item of a list a page holds (a router's routes, a pool's utilization, a
 * project's policy): a hook cannot be called per item, so each is subscribed here for as long as
 * the component shows it, and shares the cache with every other reader of the same query.
 * `args` must keep its identity while the items do (memoize it). `retry` asks again for the
 * ones that failed.
 */
export function useEachQuery<Arg, T>(
  endpoint: EachEndpoint<Arg, T>,
  args: readonly Arg[],
): { results: EachResult<T>[]; retry: () => void } {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  useEffect(() => {
    const subscriptions = args.map((arg) => dispatch(endpoint.initiate(arg)))
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [dispatch, endpoint, args])
  const selectors = useMemo(() => args.map((arg) => endpoint.select(arg)), [endpoint, args])
  const results = useSelector(
    (state: never) => selectors.map((select) => select(state)),
    shallowEqual,
  )
  const retry = useCallback(() => {
    args.forEach((arg, i) => {
      if (results[i]?.error !== undefined)
        void dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }))
    })
  }, [dispatch, endpoint, args, results])
  return { results, retry }
}
