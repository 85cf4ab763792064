import { expect, type Page } from '@playwright/test'
import { routes } from '~/app/routes'
import { authenticatedLoader } from '~/app/session'
import { seededPath, walkRoutes, type WalkedRoute } from '../routeWalk'

/**
 * Every screen of the route table (src/app/routes), with seeded names for its parameters: the
 * route-walk specs make one test per entry, so a route added to the table is walked with no
 * change to them.
 */
export type WalkedPath = WalkedRoute & { path: string }

export const walked: WalkedPath[] = walkRoutes(
  routes,
  (route) => route.loader === authenticatedLoader,
).map((r) => ({ ...r, path: seededPath(r.pattern) }))

/** A short title for a test: the pattern, and where it was walked. */
export const walkTitle = (r: WalkedPath) =>
  r.pattern === r.path ? r.pattern : `${r.pattern} (${r.path})`

/**
 * What went wrong on a page, in words: uncaught exceptions, render crashes the router caught
 * (they show an error page, but the error is a bug, not an API answer), and the mock reporting a
 * request it has no handler for or a handler that threw.
 */
export function watchForCrashes(page: Page): () => Promise<string[]> {
  const problems: string[] = []
  const pending: Promise<void>[] = []
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.stack ?? e.message}`))
  page.on('console', (msg) => {
    const text = msg.text()
    if (/^\[mock\] (handler failed|unhandled request)/.test(text)) problems.push(text)
    // React Router logs what its error boundary caught; an Error (not an API error object
    // thrown on purpose to reach the route's error page) is a crash in a component.
    if (msg.type() === 'error' && text.includes('React Router caught the following error')) {
      const [, error] = msg.args()
      pending.push(
        (async () => {
          const crash = await error
            ?.evaluate((e) => (e instanceof Error ? (e.stack ?? String(e)) : null))
            .catch(() => null)
          if (crash) problems.push(`render crash: ${crash}`)
        })(),
      )
    }
  })
  return async () => {
    await Promise.all(pending)
    return problems
  }
}

/**
 * Every screen has a heading: a page's title, an auth page's, an error page's, or (when a side
 * modal covers the page and hides it from the accessibility tree) the modal's. None is a blank page.
 */
export async function expectNotBlank(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
}

/**
 * Loading is over: no spinner or loading bar and no table skeleton. Accessible progress bars
 * only: a state badge's turning arc is aria-hidden, and a seeded fleet has badges that turn.
 */
export async function settle(page: Page) {
  await expect(
    page.getByRole('progressbar').or(page.locator('[aria-busy=true]:visible')),
  ).toHaveCount(0)
}

/** The route's own screen: not the error pages. */
export async function expectScreen(page: Page) {
  await expectNotBlank(page)
  for (const heading of ['Page not found', 'Something went wrong']) {
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0)
  }
}
