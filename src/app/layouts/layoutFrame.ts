import { createContext } from 'react'
import type { NavEntry } from '../routes/area'

/**
 * A nav item is current on its own page, the pages under it (an instance under instances) and
 * its create form, which the routes name `<list>-new` (instances-new).
 */
export const isCurrentFor = (pathname: string) => (to: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || pathname === `${to}-new`

/**
 * The sidebar around a route's error page, when there is one: the page then renders in the
 * layout's outlet (the user keeps the navigation), and a 403 finds in the nav entry of the page
 * which role it needs.
 */
export type LayoutFrame = { nav: { to: string; gate?: NavEntry['gate'] }[] }

export const LayoutFrameContext = createContext<LayoutFrame | null>(null)
