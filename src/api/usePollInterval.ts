import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { reachability, retryDelay } from './reachability'

/**
 * While something stays in transition, each answer that brings no news doubles the wait before
 * the next, up to this. A change seen (or a new transition) asks every second again. Six seconds
 * keeps an open page under a quarter of the requests of polling every second, while a start that
 * takes minutes still shows within seconds of happening.
 */
export const POLL_IDLE_MAX_MS = 6000

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener)
  return () => document.removeEventListener('visibilitychange', listener)
}
const isVisible = () => document.visibilityState !== 'hidden'

/** What the polled query answered, and when. */
type PolledAnswer = {
  data: unknown
  /** when the answer on screen arrived (the query's `fulfilledTimeStamp`) */
  answeredAt: number | undefined
  refetch: () => unknown
}

/**
 * The `pollingInterval` for a query that wants `wanted` (0: no polling) — issue 43 §4: back off
 * while the answers bring nothing new, stop while the tab is hidden (and ask once on return),
 * and back off further while the API does not answer at all (reachability.ts). Every view of the
 * same data subscribes to the same cache entry (the same args), so they share one poll.
 */
export function usePollInterval(wanted: number, answer: PolledAnswer): number {
  const { data, answeredAt, refetch } = answer
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, isVisible)
  const failures = useSyncExternalStore(
    reachability.subscribe,
    reachability.failures,
    reachability.failures,
  )

  // answers in a row that brought nothing new, counted during render (React renders again at
  // once) so the next poll is planned from the answer on screen. Compared as JSON: each answer
  // carries new Date objects, so RTK Query's structural sharing keeps no identity.
  const [seen, setSeen] = useState({ answeredAt, json: '', unchanged: 0 })
  if (answeredAt !== seen.answeredAt) {
    // only a polled view pays for the comparison (a held list of 1,000 rows is not free)
    const json = wanted > 0 ? (JSON.stringify(data) ?? '') : ''
    const same = wanted > 0 && json === seen.json
    setSeen({ answeredAt, json, unchanged: same ? seen.unchanged + 1 : 0 })
  } else if (wanted === 0 && seen.unchanged !== 0) {
    setSeen({ ...seen, unchanged: 0 })
  }

  // back from another tab: the one answer the hidden tab did not ask for
  const wasVisible = useRef(visible)
  const refetchOnReturn = useRef(refetch)
  useEffect(() => {
    refetchOnReturn.current = refetch
  })
  useEffect(() => {
    if (visible && !wasVisible.current && wanted > 0) void refetchOnReturn.current()
    wasVisible.current = visible
  }, [visible, wanted])

  if (wanted <= 0 || !visible) return 0
  if (failures > 0) return Math.max(wanted, retryDelay(failures))
  return Math.min(wanted * 2 ** seen.unchanged, Math.max(wanted, POLL_IDLE_MAX_MS))
}
