import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test'

/**
 * One page per worker, kept between tests: a test's first `page.goto` restarts the console in
 * place (`window.restartConsole`, mock mode) instead of loading the demo again. A cold load costs
 * a test about 2–3 s of a busy 2-core machine (a browser context and a renderer made, every
 * script fetched, compiled and run); a restart gives the same start for a fraction of it: the
 * mock built again from the switches in storage, nothing cached, no toast, the address the test
 * asked for. Everything a test may change on the page is put back after it (storage, cookies,
 * permissions, routes, listeners, init scripts, colour scheme, viewport, pointer, other tabs); a test
 * that failed, or left the console's origin, gives its page up and the next one loads cold.
 *
 * A spec whose scripts must run before the console's (wrapping a browser global) asks for
 * `test.use({ coldStart: true })`; a test that installs a fake clock gets the warm page but
 * spends it (a clock cannot be taken out of a page).
 */
export type WarmPages = {
  /** The worker's page, made (blank) on first use. */
  take(): Promise<WarmPage>
  /** Close it; the next test gets a new one. */
  discard(): Promise<void>
}

type WarmPage = {
  context: BrowserContext
  page: Page
  /** the console runs in it */ ready: boolean
}

type InitScript = Parameters<Page['addInitScript']>

export function warmPages(browser: Browser, options: ContextOptions): WarmPages {
  let current: WarmPage | undefined
  return {
    async take() {
      if (!current) {
        const context = await browser.newContext(options)
        current = { context, page: await context.newPage(), ready: false }
      }
      return current
    },
    async discard() {
      await current?.context.close()
      current = undefined
    },
  }
}

export type ContextOptions = Parameters<Browser['newContext']>[0] & object

/**
 * The warm page for one test, its `goto` and `addInitScript` watched (see above); `use` runs the
 * test, then the page is put back as the next test expects it.
 */
export async function withWarmPage(
  pages: WarmPages,
  options: ContextOptions,
  testInfo: TestInfo,
  use: (page: Page) => Promise<void>,
) {
  const warm = await pages.take()
  const { page, context } = warm
  const scripts: InitScript[] = []
  const disposables: { dispose(): Promise<void> }[] = []
  const { goto, addInitScript } = page
  page.addInitScript = async (...args: InitScript) => {
    scripts.push(args)
    const disposable = await addInitScript.apply(page, args)
    disposables.push(disposable)
    return disposable
  }
  // a fake clock cannot be taken out of a page again: a test that installs one spends the page
  let clockInstalled = false
  const { install } = page.clock
  page.clock.install = (...args) => {
    clockInstalled = true
    return install.apply(page.clock, args)
  }
  let first = true
  page.goto = async (url, gotoOptions) => {
    const restart = first && warm.ready && sameOrigin(page, url, options.baseURL)
    first = false
    if (restart) {
      await restartInPlace(page, new URL(url, options.baseURL), scripts)
      return null
    }
    return goto.call(page, url, gotoOptions)
  }

  await use(page)

  page.goto = goto
  page.addInitScript = addInitScript
  page.clock.install = install
  for (const d of disposables) await d.dispose()
  warm.ready = false
  const passed = testInfo.status === testInfo.expectedStatus
  if (!passed || clockInstalled || page.isClosed() || !(await consoleRuns(page)))
    return pages.discard()
  page.removeAllListeners()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' })
  if (options.viewport) await page.setViewportSize(options.viewport)
  // where a new page has it: a pointer left over a row would hover it for the next test's axe
  await page.mouse.move(0, 0)
  for (const other of context.pages()) if (other !== page) await other.close()
  await context.clearCookies()
  await context.clearPermissions()
  warm.ready = true
}

function sameOrigin(page: Page, url: string, baseURL: string | undefined) {
  return new URL(url, baseURL).origin === new URL(page.url()).origin
}

/** The page still holds a console it can restart (not another origin, not an error page). */
const consoleRuns = (page: Page) =>
  page.evaluate(() => typeof window.restartConsole === 'function').catch(() => false)

/**
 * Storage emptied, the test's init scripts run on it (they set the mock's switches before the
 * console reads them), the address set, then the console restarted.
 */
async function restartInPlace(page: Page, url: URL, scripts: InitScript[]) {
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  for (const [script, arg] of scripts) await page.evaluate(script as () => void, arg)
  await page.evaluate(
    async (to) => {
      history.replaceState(null, '', to)
      ;(document.activeElement as HTMLElement | null)?.blur()
      await window.restartConsole!()
    },
    url.pathname + url.search + url.hash,
  )
}
