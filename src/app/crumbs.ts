import { useMatches, type Params, type UIMatch } from 'react-router-dom'
import { CONSOLE_NAME } from '~/util/constants'

type CrumbFn = (match: { params: Params; data: unknown }) => string
export type RouteHandle = {
  /** Breadcrumb label: a fixed string or one derived from the route's params (spec §2) */
  crumb?: string | CrumbFn
  /** Where the crumb links; defaults to the matched path */
  crumbPath?: (params: Params) => string
}

export type Crumb = { label: string; path: string }

export function crumbsFromMatches(matches: UIMatch[]): Crumb[] {
  const crumbs: Crumb[] = []
  for (const m of matches) {
    const handle = m.handle as RouteHandle | undefined
    if (!handle?.crumb) continue
    const label =
      typeof handle.crumb === 'string'
        ? handle.crumb
        : handle.crumb({ params: m.params, data: m.data })
    crumbs.push({ label, path: handle.crumbPath ? handle.crumbPath(m.params) : m.pathname })
  }
  return crumbs
}

/** Spec §2: breadcrumb labels deepest → root joined by ' / ', ending with the console name. */
export const titleFromCrumbs = (crumbs: Crumb[]) =>
  [...crumbs.map((c) => c.label).reverse(), CONSOLE_NAME].join(' / ')

export const useCrumbs = () => crumbsFromMatches(useMatches())
