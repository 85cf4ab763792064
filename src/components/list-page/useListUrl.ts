import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import {
  EMPTY_LIST_URL,
  listPlaceOf,
  parseListUrl,
  writeListUrl,
  type ListUrlState,
} from './listUrl'
import { rememberListPlace } from './listPlaces'

export type ListUrl = {
  state: ListUrlState
  /**
   * A new place in the list. `replace` for what the user did not ask for as a step of their own
   * (a highlight walk, a fallback, a filter being typed), so back goes where they expect.
   */
  update: (change: Partial<ListUrlState>, options?: { replace?: boolean }) => void
}

/**
 * The list's paging, sort, filter and highlight: in the query string (a page's main list), or in
 * memory (a list beside another on the same screen). A list without a filter box reads no filter
 * from the address either: a `?q=` there would hide rows with nothing on screen to clear it.
 */
export function useListUrl(inUrl: boolean, filterable = true): ListUrl {
  const [params, setParams] = useSearchParams()
  const [memory, setMemory] = useState<ListUrlState>(EMPTY_LIST_URL)
  const fromUrl = useMemo(() => parseListUrl(params), [params])
  const { pathname } = useLocation()
  // links back to this list (breadcrumbs, the sidebar) land where the user leaves it
  useEffect(() => {
    if (inUrl) rememberListPlace(pathname, listPlaceOf(params))
  }, [inUrl, pathname, params])
  const place = inUrl ? fromUrl : memory
  const state = useMemo(
    () => (filterable ? place : { ...place, q: '', state: null }),
    [filterable, place],
  )
  const update = useCallback(
    (change: Partial<ListUrlState>, { replace = false } = {}) => {
      if (!inUrl) {
        setMemory((s) => ({ ...s, ...change }))
        return
      }
      // from the URL as it is now: two updates in one render must not undo each other
      setParams((current) => writeListUrl(current, { ...parseListUrl(current), ...change }), {
        replace,
        preventScrollReset: true,
      })
    },
    [inUrl, setParams],
  )
  return { state, update }
}
