import { createElement, type ComponentType, type ReactNode } from 'react'
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'

/** A page's code (its webpack chunk) did not arrive: the host or the network was down. */
class PageCodeError extends Error {
  constructor(cause: unknown) {
    super("This page's code could not be downloaded", { cause })
    this.name = 'PageCodeError'
  }
}

// webpack's failed chunk; a browser's own words for a failed module import
const CHUNK_MESSAGE = /loading (css )?chunk|dynamically imported module|importing a module script/i

export const isPageCodeError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'PageCodeError' ||
    error.name === 'ChunkLoadError' ||
    CHUNK_MESSAGE.test(error.message))

/** What the areas' `lazy` functions hand the router (src/features/<area>/routes.tsx). */
type PageCode = {
  Component?: ComponentType | null
  element?: ReactNode
  loader?: (args: LoaderFunctionArgs) => unknown
}
type Lazy = () => Promise<PageCode>

/**
 * Issue 43 §2: the router keeps a `lazy` function's rejection for good (it caches the promise per
 * route), so a page whose code failed to download once stayed broken until a full reload. A
 * route whose code failed instead becomes one that asks for it again each time it is entered (a
 * Retry, a link): its loader downloads the code (webpack forgets a failed chunk) and then runs
 * the page's own loader; its component is the page's once the code is in. Until then the loader
 * throws a PageCodeError, which the route's error page explains.
 */
function retrying(route: RouteObject, lazy: Lazy): Lazy {
  return async () => {
    try {
      return await lazy()
    } catch (error) {
      if (!isPageCodeError(error)) throw error
      let code: PageCode | undefined
      const load = async () => {
        try {
          code ??= await lazy()
        } catch (e) {
          throw isPageCodeError(e) ? new PageCodeError(e) : e
        }
        return code
      }
      const Page = () => {
        if (!code) return null
        return code.Component ? createElement(code.Component) : (code.element ?? null)
      }
      return {
        ...(!route.loader && {
          loader: async (args: LoaderFunctionArgs) => {
            const page = await load()
            return page.loader ? page.loader(args) : null
          },
        }),
        ...(!route.Component && !route.element && { Component: Page }),
      }
    }
  }
}

/** The route table with every lazy page's code asked for again after it failed to arrive. */
export function retryFailedPageCode(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    ...(typeof route.lazy === 'function' && { lazy: retrying(route, route.lazy as Lazy) }),
    ...(route.children && { children: retryFailedPageCode(route.children) }),
  })) as RouteObject[]
}
