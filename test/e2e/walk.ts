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
 * request it has no handler for or a handler that threw, and what a Content-Security-Policy refused.
 */
export function watchForCrashes(page: Page): () => Promise<string[]> {
  let problems: string[] = []
  const pending: Promise<void>[] = []
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.stack ?? e.message}`))
  page.on('console', (msg) => {
    const text = msg.text()
    if (/^\[mock\] (handler failed|unhandled request)/.test(text)) problems.push(text)
    // a script or eval the page's Content-Security-Policy refused (the API walk serves one)
    if (msg.type() === 'error' && text.includes('Content Security Policy')) problems.push(text)
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
  // each call reports what happened since the last one: a walk asks once per route
  return async () => {
    await Promise.all(pending.splice(0))
    const seen = problems
    problems = []
    return seen
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
 * Indeterminate ones only: a bar with a value shows a measure (how far an update has got), not
 * a page still loading.
 */
export async function settle(page: Page) {
  await expect(
    page
      .getByRole('progressbar')
      .and(page.locator(':not([aria-valuenow])'))
      .or(page.locator('[aria-busy=true]:visible')),
  ).toHaveCount(0)
}

/** The route's own screen: not the error pages. */
export async function expectScreen(page: Page) {
  await expectNotBlank(page)
  for (const heading of ['Page not found', 'Something went wrong']) {
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0)
  }
}

let navigations = 0

/**
 * What a walk waits for after starting a navigation: the screen of that navigation ('this'), a
 * screen another navigation led to, for a route that redirects ('redirect'), or any screen after
 * the previous one ('any': under injected failures a 401 sends the page to sign-in first).
 */
export type Arrival = 'this' | 'redirect' | 'any'

/**
 * Moves the page to `path` by the router, as a link does (history entry + popstate), and waits
 * until the screen shows it (RootLayout marks `data-location-key`). A fraction of a cold load:
 * the app, the mock and what is cached stay, as they do for a user moving through the console.
 */
export async function goByRouter(page: Page, path: string, arrival: Arrival = 'this') {
  const key = `walk-${++navigations}`
  await page.evaluate(
    ([to, key]) => {
      const html = document.documentElement
      // Every key shown since, kept by an observer: a screen that moves on by itself (a lookup
      // that redirects once it has found the instance) may show this navigation only briefly.
      const w = window as { walkShown?: string[] }
      if (!w.walkShown) {
        const shown: string[] = []
        new MutationObserver((records) =>
          records.forEach((r) => shown.push(r.oldValue ?? '')),
        ).observe(html, { attributeFilter: ['data-location-key'], attributeOldValue: true })
        w.walkShown = shown
      }
      w.walkShown.length = 0
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1
      history.pushState({ usr: null, key, idx }, '', to)
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    },
    [path, key] as const,
  )
  const shown = (expected: 'this' | 'other') =>
    page.waitForFunction(
      ([key, expected]) => {
        const current = document.documentElement.dataset.locationKey
        const keys = [...((window as { walkShown?: string[] }).walkShown ?? []), current]
        // 'other': a screen after the one shown when the navigation started
        return expected === 'this' ? keys.includes(key) : keys.length > 1
      },
      [key, expected] as const,
      { timeout: 10_000 },
    )
  if (arrival === 'any') await shown('other')
  else await shown('this')
  if (arrival === 'redirect') {
    await expect(page).not.toHaveURL(path)
    await expect(page.locator('html')).not.toHaveAttribute('data-location-key', key)
  }
}

/**
 * Walks `routes` in one page: the first by a cold load, each next one by the router. Each route
 * is checked by `check`; a failing route is reported by name, with what `crashes` saw on it, and
 * the walk goes on from a cold load of the next, so one broken screen neither hides nor spoils
 * the others.
 */
export async function walkInOnePage(
  page: Page,
  routes: WalkedPath[],
  check: (route: WalkedPath) => Promise<void>,
  {
    crashes,
    arrival = (r) => (r.redirect ? 'redirect' : 'this'),
  }: { crashes: () => Promise<string[]>; arrival?: (route: WalkedPath) => Arrival },
): Promise<string[]> {
  const failures: string[] = []
  let cold = true
  for (const r of routes) {
    try {
      if (cold) await page.goto(r.path)
      else await goByRouter(page, r.path, arrival(r))
      cold = false
      await check(r)
    } catch (e) {
      const seen = await crashes()
      const why = e instanceof Error ? e.message : String(e)
      failures.push([`${walkTitle(r)}: ${why}`, ...seen].join('\n'))
      cold = true
    }
  }
  return failures
}

/** `list` in consecutive runs of at most `size`, so the walk's tests share the workers. */
export function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

/** A test title for a run of routes: the first and the last. */
export const runTitle = (run: WalkedPath[]) =>
  run.length === 1 ? run[0]!.pattern : `${run[0]!.pattern} … ${run[run.length - 1]!.pattern}`
