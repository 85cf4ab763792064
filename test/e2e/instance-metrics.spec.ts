import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

// The instance metrics tab (spec §2: metrics → cpu | disk | network) on a running seeded instance.

const BASE = '/projects/atlas-ingest/instances/ingest-worker-1/metrics'

const CHARTS = {
  cpu: ['CPU utilization', 'vCPU time by state'],
  disk: ['Disk throughput', 'Disk operations'],
  network: ['Network throughput', 'Network packets'],
} as const

/** The instance's id, as the mock has it (asked in the page, where the mock answers). */
const instanceId = (page: Page) =>
  page.evaluate(async () => {
    const r = await fetch('/v1/instances/ingest-worker-1?project=atlas-ingest')
    return ((await r.json()) as { id: string }).id
  })

/** The OxQL text of every timeseries query the page has sent. */
async function queries(page: Page): Promise<string[]> {
  const sent = await mockRequests(page, 'POST', '/v1/timeseries/query')
  return sent.map((r) => (r.body as { query: string }).query)
}

/** A named chart with at least one plotted line. */
async function expectChart(page: Page, name: string) {
  const figure = page.getByRole('figure', { name })
  await expect(figure.locator('svg path.MuiLineChart-line').first()).toBeVisible()
  const d = await figure.locator('svg path.MuiLineChart-line').first().getAttribute('d')
  // a line through many points, not a stub
  expect(d?.split(/[LC]/).length ?? 0).toBeGreaterThan(10)
}

test('metrics redirects to the CPU sub-tab', async ({ page }) => {
  await page.goto(BASE)
  await expect(page).toHaveURL(`${BASE}/cpu`)
  const tabs = page.getByRole('tablist', { name: 'Metrics tabs' })
  await expect(tabs.getByRole('tab', { name: 'CPU' })).toHaveAttribute('aria-selected', 'true')
})

for (const tab of ['cpu', 'disk', 'network'] as const) {
  test(`the ${tab} sub-tab charts this instance's measurements`, async ({ page }) => {
    await page.goto(`${BASE}/${tab}`)
    for (const name of CHARTS[tab]) {
      await expect(page.getByRole('heading', { name })).toBeVisible()
      await expectChart(page, name)
    }
    const id = await instanceId(page)
    const sent = await queries(page)
    expect(sent.length).toBeGreaterThan(0)
    for (const q of sent) expect(q).toContain(`"${id}"`)
    await expectNoA11yViolations(page)
  })
}

test('changing the time range asks again and the range carries across sub-tabs', async ({
  page,
}) => {
  await page.goto(`${BASE}/cpu`)
  // every chart of the tab drawn: all of the first range's queries are sent
  for (const name of CHARTS.cpu) await expectChart(page, name)
  const range = page.getByRole('group', { name: 'Time range' })
  await expect(range.getByRole('button', { name: 'Last hour' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const before = await queries(page)
  expect(before.every((q) => q.includes('align mean_within(1m)'))).toBe(true)

  await range.getByRole('button', { name: 'Last 24 hours' }).click()
  await expect(page).toHaveURL(`${BASE}/cpu?range=24h`)
  // the charts may still show the last range's lines: wait for the new range's queries
  await expect.poll(async () => (await queries(page)).length).toBeGreaterThan(before.length)
  await expectChart(page, 'CPU utilization')
  const after = (await queries(page)).slice(before.length)
  expect(after.every((q) => q.includes('align mean_within(20m)'))).toBe(true)

  await page
    .getByRole('tablist', { name: 'Metrics tabs' })
    .getByRole('tab', { name: 'Disk' })
    .click()
  await expect(page).toHaveURL(`${BASE}/disk?range=24h`)
  await expect(range.getByRole('button', { name: 'Last 24 hours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expectChart(page, 'Disk throughput')
  const disk = (await queries(page)).filter((q) => q.startsWith('get virtual_disk:'))
  expect(disk.length).toBeGreaterThan(0)
  expect(disk.every((q) => q.includes('align mean_within(20m)'))).toBe(true)
})

test('a range in the address is the one shown', async ({ page }) => {
  await page.goto(`${BASE}/network?range=1w`)
  await expect(
    page.getByRole('group', { name: 'Time range' }).getByRole('button', { name: 'Last week' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expectChart(page, 'Network throughput')
  expect((await queries(page)).every((q) => q.includes('align mean_within(2h)'))).toBe(true)
})

test('arrow keys move between the metric sub-tabs', async ({ page }) => {
  await page.goto(`${BASE}/cpu`)
  const tabs = page.getByRole('tablist', { name: 'Metrics tabs' })
  await tabs.getByRole('tab', { name: 'CPU' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`${BASE}/disk`)
  await expect(tabs.getByRole('tab', { name: 'Disk' })).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.getByRole('tab', { name: 'Disk' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`${BASE}/network`)
  await expect(tabs.getByRole('tab', { name: 'Network' })).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.getByRole('tab', { name: 'Network' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(`${BASE}/disk`)
  await expect(tabs.getByRole('tab', { name: 'Disk' })).toBeFocused()
})
