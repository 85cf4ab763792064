import { useCallback, useRef } from 'react'

/**
 * A function that stays the same from one render to the next and calls the latest `fn`: a new
 * handler each render would be a new prop of the grid, which renders every row again for it.
 */
export function useStable<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn)
  latest.current = fn
  return useCallback((...args: A) => latest.current(...args), [])
}
