import { useCallback, useSyncExternalStore } from 'react'

// Where the user last was in each list (its page, sort and filter), by the list's path, for the
// session: a breadcrumb or a sidebar link back to a list lands there, as Back would, instead of
// on its first page unfiltered. A link that names a query of its own keeps it.

type Places = ReadonlyMap<string, string>

// replaced, never changed in place: a new map is how a link to a list learns it moved
let places: Places = new Map()
const listeners = new Set<() => void>()

function set(next: Places) {
  places = next
  for (const listener of listeners) listener()
}

/** The list at `pathname` is now at `place` (its query string, listPlaceOf's; '' at its start). */
export function rememberListPlace(pathname: string, place: string) {
  if ((places.get(pathname) ?? '') === place) return
  const next = new Map(places)
  if (place) next.set(pathname, place)
  else next.delete(pathname)
  set(next)
}

/** Forgets every list's place (a test's fresh start). */
export function forgetListPlaces() {
  if (places.size > 0) set(new Map())
}

const placed = (from: Places, to: string) => {
  if (to.includes('?')) return to
  const place = from.get(to)
  return place ? `${to}?${place}` : to
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const snapshot = () => places

/**
 * `to` with the place its list was left at, unless `to` names a query of its own; rendering again
 * when a list moves (a link to it then follows).
 */
export function useWithListPlace(): (to: string) => string {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot)
  return useCallback((to: string) => placed(current, to), [current])
}
