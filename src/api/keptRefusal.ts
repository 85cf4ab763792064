import { skipToken, type SkipToken } from '@reduxjs/toolkit/query'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { isApiError } from './errors'

/** The answers that refuse the user a resource: about the user, not about the API's health. */
const REFUSALS = [401, 403, 404]

export const isRefusal = (error: unknown) =>
  isApiError(error) && REFUSALS.includes(error.statusCode)

type Answer<T> = {
  data?: T
  error?: unknown
  isError: boolean
  isSuccess: boolean
  isLoading: boolean
  isFetching: boolean
  refetch: () => unknown
}

type RefusableEndpoint<Arg, T> = {
  select: (arg: Arg | SkipToken) => (state: never) => { data?: T; error?: unknown }
  useQuery: (arg: Arg | SkipToken) => Answer<T>
}

const NOTHING = () => undefined

/**
 * A query whose refusal is an answer rather than a fault: a policy the user may not read says
 * what their role is not. RTK Query asks again for a failed query each time a component
 * subscribes to it, so a page whose gates all read one refused policy would ask for the same 403
 * once per gate. Here, once the cache holds a refusal, a new reader takes it from the cache
 * without subscribing. The refusal lasts as long as the endpoint keeps unused data (its
 * `keepUnusedDataFor`), and a failure that says nothing about the user (a 500, no answer) is
 * asked again as usual.
 */
export function useQueryKeepingRefusal<Arg, T>(
  endpoint: RefusableEndpoint<Arg, T>,
  arg: Arg | SkipToken,
): Answer<T> {
  const select = useMemo(() => endpoint.select(arg), [endpoint, arg])
  const cachedError = useSelector((state: never) => select(state).error)
  const refused = arg !== skipToken && isRefusal(cachedError)
  const live = endpoint.useQuery(refused ? skipToken : arg)
  return useMemo(
    () =>
      refused
        ? {
            error: cachedError,
            isError: true,
            isSuccess: false,
            isLoading: false,
            isFetching: false,
            refetch: NOTHING,
          }
        : live,
    [refused, cachedError, live],
  )
}
