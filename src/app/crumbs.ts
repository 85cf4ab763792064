import { useMatches, type Params, type UIMatch } from 'react-router-dom'
import { CONSOLE_NAME } from '~/util/constants'

type CrumbFn = (match: { params: Params; data: unknown }) => string
export type RouteHandle = {
  /** Breadcrumb label: a fixed string or one derived from the route's params (spec §2) */
  crumb?: string | CrumbFn
  /** Where the crumb links; defaults to the matched path */
  crumbPath?: (params: Params) => string
  /**
   * The crumb names the page in the document title but is not shown in the breadcrumbs: route
   * tabs (an instance's Storage tab), whose page the tab bar already shows.
   */
  titleOnly?: true
}

export type Crumb = { label: string; path: string; titleOnly?: true }

export function crumbsFromMatches(matches: UIMatch[]): Crumb[] {
  const crumbs: Crumb[] = []
  for (const m of matches) {
    const handle = m.handle as RouteHandle | undefined
    if (!handle?.crumb) continue
    const label =
      typeof handle.crumb === 'string'
        ? handle.crumb
        : handle.crumb({ params: m.params, data: m.data })
    const path = handle.crumbPath ? handle.crumbPath(m.params) : m.pathname
    crumbs.push(handle.titleOnly ? { label, path, titleOnly: true } : { label, path })
  }
  return crumbs
}

/** Spec §2: crumb labels deepest → root joined by ' / ', ending with the console name. */
export const titleFromCrumbs = (crumbs: Pick<Crumb, 'label'>[]) =>
  [...crumbs.map((c) => c.label).reverse(), CONSOLE_NAME].join(' / ')

/** Every crumb of the current route, title-only ones included (the document title's). */
export const useCrumbs = () => crumbsFromMatches(useMatches())

/** The crumbs the breadcrumb bar shows. */
export const useBreadcrumbs = () => useCrumbs().filter((c) => !c.titleOnly)
