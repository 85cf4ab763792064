// The bench at fleet scale (issue #20 §4), in the demo build: a bulk action on a page of the
// 1,000-instance project, jump-to's answer to a keystroke, and cold loads of the large fleet's
// pages against the default fleet's.
import type { Browser, Page } from '@playwright/test'

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

/** From now on, the page keeps its long tasks (over 50 ms) in window.__longTasks. */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    // eslint-disable-next-line no-restricted-syntax -- a global the test itself sets on the page, which the DOM types cannot know
    const w = window as unknown as { __longTasks: number[] }
    w.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration)
    }).observe({ type: 'longtask' })
  })
}

/**
 * Waits until the mock has answered everything asked of it for two seconds: the mock (Mirage, in
 * the page) answers the lists of a large fleet with seconds of work of its own, which a real API
 * host does not put on the console's thread.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    // (no named functions in here: the bench's loader would wrap them in a helper the page lacks)
    const w = window as Window & { mockApi?: { requests: unknown[] } }
    let count = w.mockApi?.requests.length ?? 0
    let quietSince = performance.now()
    while (performance.now() - quietSince < 2000) {
      await new Promise((r) => setTimeout(r, 250))
      if ((w.mockApi?.requests.length ?? 0) !== count) {
        count = w.mockApi?.requests.length ?? 0
        quietSince = performance.now()
      }
    }
  })
}

const longTasks = (page: Page) =>
  // eslint-disable-next-line no-restricted-syntax -- a global the test itself sets on the page, which the DOM types cannot know
  page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)

/**
 * Selects every row of a page of the 1,000-instance project from the header's checkbox, then
 * stops the running ones (confirmed) and waits out their move to stopped: the longest task the
 * page ran meanwhile (target: none over 200 ms).
 */
export async function measureBulkAction(browser: Browser, base: string) {
  const page = await browser.newPage()
  try {
    await page.goto(`${base}/projects/bulk-1000/instances?mock-large-project=1`)
    const grid = page.getByRole('grid', { name: 'Instances' })
    await grid.getByRole('link', { name: 'bulk-0001' }).waitFor({ timeout: 30_000 })
    await page.waitForTimeout(500)
    await watchLongTasks(page)
    await grid.getByRole('checkbox', { name: /select all/i }).click()
    const bar = page.getByRole('group', { name: /Actions for the selected/ })
    await bar.getByRole('status').filter({ hasText: '25 selected' }).waitFor()
    const selectTasks = await longTasks(page)
    await bar.getByRole('button', { name: /^Stop 13 of 25/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm stop' })
    await dialog.getByRole('button', { name: 'Stop 13' }).click()
    await page.getByText('Stopping 13 instances').first().waitFor()
    // the rows move through stopping to stopped, polled every second
    await page.waitForTimeout(4000)
    const all = await longTasks(page)
    return {
      select: Math.max(0, ...selectTasks),
      action: Math.max(0, ...all.slice(selectTasks.length)),
      count: all.length,
    }
  } finally {
    await page.close()
  }
}

/**
 * In the large fleet, on the 1,000-instance project's list: Ctrl+K, then each keystroke of a
 * name, from the key's press to the frame that shows the narrowed options (median and slowest).
 * `slowdown` > 1 slows the page's CPU that many times while typing (Chromium's throttling), for
 * a machine slower than this one.
 */
export async function measureJumpTo(browser: Browser, base: string, slowdown = 1) {
  const page = await browser.newPage()
  try {
    await page.goto(`${base}/projects/bulk-1000/instances?mock-scenario=large-fleet`)
    await page
      .getByRole('grid', { name: 'Instances' })
      .getByRole('link', { name: 'bulk-0001' })
      .waitFor({ timeout: 60_000 })
    await page.keyboard.press('Control+k')
    const box = page.getByRole('combobox', { name: 'Jump to' })
    await box.waitFor()
    await page.getByRole('listbox').waitFor()
    // jump-to asks for every list of the project (1,000 instances, 1,000 disks): the mock's
    // answers are not the console's work
    await settled(page)
    if (slowdown > 1) {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    }
    const times: number[] = []
    let typed = ''
    for (const key of 'bulk-0999') {
      typed += key
      await page.evaluate((expected) => {
        // eslint-disable-next-line no-restricted-syntax -- a global the test itself sets on the page, which the DOM types cannot know
        const w = window as unknown as { __answer: Promise<number>; __pressed: number }
        w.__answer = new Promise((resolve) => {
          const box = document.querySelector('[role="combobox"]')!
          box.addEventListener('keydown', () => (w.__pressed = performance.now()), {
            once: true,
            capture: true,
          })
          // answered: the render that shows the key in the box (React writes a controlled
          // input's value attribute as it renders it) and filters the list for it; a key that
          // leaves the options as they were changes nothing else. A message posted from the
          // next frame's callback arrives once that frame is painted.
          const observer = new MutationObserver(() => {
            if (box.getAttribute('value') !== expected) return
            observer.disconnect()
            requestAnimationFrame(() => {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => resolve(performance.now())
              channel.port2.postMessage(null)
            })
          })
          observer.observe(document.body, {
            childList: true,
            subtree: true,
            characterData: true,
            attributes: true,
          })
        })
      }, typed)
      await page.keyboard.press(key)
      times.push(
        await page.evaluate(async () => {
          // eslint-disable-next-line no-restricted-syntax -- a global the test itself sets on the page, which the DOM types cannot know
          const w = window as unknown as { __answer: Promise<number>; __pressed: number }
          const end = await w.__answer
          return end - w.__pressed
        }),
      )
    }
    await page.getByRole('option', { name: 'bulk-0999' }).first().waitFor()
    return { ms: median(times), max: Math.max(...times), times }
  } finally {
    await page.close()
  }
}

/** Marks when the mock is up (its fleet seeded): the moment it sets window.mockApi. */
const MOCK_READY = `{
  let value
  Object.defineProperty(window, 'mockApi', {
    configurable: true,
    get: () => value,
    set: (v) => { value = v; window.__mockReady = performance.now() },
  })
}`

type Fleet = { scenario: string; project: string; instance: string }
const DEFAULT_FLEET: Fleet = {
  scenario: 'default',
  project: 'atlas-ingest',
  instance: 'ingest-worker-1',
}
const LARGE_FLEET: Fleet = { scenario: 'large-fleet', project: 'bulk-1000', instance: 'bulk-0001' }

/** The pages compared, and what says each is shown. */
const PAGES = [
  { name: 'projects list', path: () => '/projects', shown: (page: Page) => gridLink(page) },
  {
    name: 'instances list',
    path: (f: Fleet) => `/projects/${f.project}/instances`,
    shown: (page: Page) => gridLink(page),
  },
  {
    name: 'disks list',
    path: (f: Fleet) => `/projects/${f.project}/disks`,
    shown: (page: Page) => gridLink(page),
  },
  {
    name: 'instance page',
    path: (f: Fleet) => `/projects/${f.project}/instances/${f.instance}`,
    // the instance's storage tab, its boot disk listed
    shown: (page: Page) => page.getByRole('grid').getByRole('row').nth(1),
  },
]

const gridLink = (page: Page) => page.getByRole('grid').getByRole('link').first()

/**
 * Cold loads (a new browser context each: empty cache) of the projects list, a project's
 * instances and disks lists and an instance page, in the large fleet and in the default one:
 * median time from navigation to the page's first row, in all and from the mock's start (its
 * seeding, in the page, is not the console's), and the ratio (target ≤ 1.2×).
 */
export async function measureColdLoads(browser: Browser, base: string, runs = 3) {
  const result: {
    name: string
    defaultMs: number
    largeMs: number
    defaultAfterMock: number
    largeAfterMock: number
  }[] = []
  for (const { name, path, shown } of PAGES) {
    const ms: Record<string, number[]> = { default: [], 'large-fleet': [] }
    const sinceMock: Record<string, number[]> = { default: [], 'large-fleet': [] }
    for (let i = 0; i < runs; i++) {
      for (const fleet of [DEFAULT_FLEET, LARGE_FLEET]) {
        const context = await browser.newContext()
        const page = await context.newPage()
        // when the mock is up (its fleet seeded): window.mockApi is set then
        await page.addInitScript(MOCK_READY)
        page.on('pageerror', (e) => console.error(`${name} (${fleet.scenario}): ${e.message}`))
        await page.goto(`${base}${path(fleet)}?mock-scenario=${fleet.scenario}`)
        try {
          await shown(page).waitFor({ timeout: 60_000 })
        } catch (e) {
          await page.screenshot({ path: `bench-failure-${fleet.scenario}.png` })
          throw new Error(`${name} (${fleet.scenario}): not shown (bench-failure-*.png)`, {
            cause: e,
          })
        }
        // navigation start → the first row, and the part of it after the mock was up
        const [total, afterMock] = await page.evaluate(() => {
          const now = performance.now()
          // eslint-disable-next-line no-restricted-syntax -- a global the test itself sets on the page, which the DOM types cannot know
          return [now, now - (window as unknown as { __mockReady: number }).__mockReady]
        })
        ms[fleet.scenario]!.push(total)
        sinceMock[fleet.scenario]!.push(afterMock)
        await context.close()
      }
    }
    result.push({
      name,
      defaultMs: median(ms.default!),
      largeMs: median(ms['large-fleet']!),
      defaultAfterMock: median(sinceMock.default!),
      largeAfterMock: median(sinceMock['large-fleet']!),
    })
  }
  return result
}
