import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { onlyListMoved } from '~/components'

/**
 * A move within a list (another page, sort or filter: its query parameters) is a navigation, so
 * back and forward follow it, but it re-runs no loader: the list's own query fetches what it
 * needs, and its rows show the moment they arrive instead of after every loader of the page has
 * answered again. Any other navigation revalidates as the router would.
 */
const shouldRevalidate = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  !formMethod && onlyListMoved(currentUrl, nextUrl) ? false : defaultShouldRevalidate

/** The route table with list moves left to the lists (a route's own rule wins). */
export function leaveListMovesToLists(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    shouldRevalidate: route.shouldRevalidate ?? shouldRevalidate,
    ...(route.children && { children: leaveListMovesToLists(route.children) }),
  })) as RouteObject[]
}
