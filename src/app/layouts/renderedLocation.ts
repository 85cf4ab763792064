import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Marks the document with the key of the navigation its screen shows (`data-location-key` on
 * <html>), once the router has committed it: the route walk (test/e2e/walk.ts) moves by the
 * router in one page and waits for the key of the navigation it started, so it never reads the
 * previous screen. The key is the router's own (history.state.key): no route, name or data in it.
 */
export function useMarkRenderedLocation() {
  const { key } = useLocation()
  useLayoutEffect(() => {
    document.documentElement.dataset.locationKey = key
  }, [key])
}
