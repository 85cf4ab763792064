import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

// The silo's utilization against its seeded quotas (prairie: 256 CPUs, 1 TiB memory, 20 TiB
// storage), and the usage charts from the silo metrics.

// whole flows with axe over a table and forms: slow on the shared 2-core machine
test.slow()

const GiB = 1024 ** 3
type Counts = { cpus: number; memory: number; storage: number }

/** What the silo has provisioned, as the API says (the seeded instances and disks). */
const provisioned = (page: Page) =>
  page.evaluate(
    async () =>
      ((await (await fetch('/v1/utilization')).json()) as { provisioned: Counts }).provisioned,
  )

/** '762 GiB', '2.69 TiB': spec §9 IEC bytes, two decimals at most. */
function iec(bytes: number) {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let i = 0
  while (i < units.length - 1 && bytes >= 1024 ** (i + 1)) i++
  const value = Math.round((bytes / 1024 ** i) * 100) / 100
  return `${value.toLocaleString('en-US')} ${units[i]}`
}

test('each resource shows provisioned of the seeded quota, its share and what is left', async ({
  page,
}) => {
  await page.goto('/utilization')
  await expect(page).toHaveTitle('Utilization / Oxide Console')
  const used = await provisioned(page)
  const card = (name: string) => page.getByRole('region', { name, exact: true })

  const cpus = card('CPUs')
  await expect(cpus).toContainText(`${used.cpus}of 256 quota`)
  await expect(cpus.getByRole('meter', { name: 'CPUs provisioned' })).toHaveAttribute(
    'aria-valuetext',
    `${Math.floor((used.cpus / 256) * 100)}% of quota`,
  )
  await expect(cpus).toContainText(`Available${256 - used.cpus}`)

  const memory = card('Memory')
  await expect(memory).toContainText(`${iec(used.memory)}of 1 TiB quota`)
  await expect(memory).toContainText(`${Math.floor((used.memory / (1024 * GiB)) * 100)}%`)
  await expect(memory).toContainText(`Available${iec(1024 * GiB - used.memory)}`)

  const storage = card('Storage')
  await expect(storage).toContainText(`${iec(used.storage)}of 20 TiB quota`)
  await expect(storage).toContainText(`Available${iec(20 * 1024 * GiB - used.storage)}`)

  for (const chart of ['CPUs provisioned', 'Memory provisioned', 'Storage provisioned']) {
    await expect(page.getByRole('figure', { name: chart })).toBeVisible()
  }
  await expectNoA11yViolations(page)
})

test('the range picker and the project filter ask for that window and project', async ({
  page,
}) => {
  await page.goto('/utilization')
  await expect(page.getByRole('figure', { name: 'CPUs provisioned' })).toBeVisible()
  const asked = async () => {
    const sent = await mockRequests(page, 'GET', '/v1/metrics/cpus_provisioned')
    const first = sent.filter((r) => r.url.includes('start_time')).at(-1)!
    const q = new URL(first.url, 'http://x').searchParams
    return {
      hours: (Date.parse(q.get('end_time')!) - Date.parse(q.get('start_time')!)) / 3_600_000,
      project: q.get('project'),
    }
  }
  expect(await asked()).toEqual({ hours: 168, project: null })

  await page.getByRole('button', { name: 'Last 24 hours' }).click()
  await expect(page.getByRole('button', { name: 'Last 24 hours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page).toHaveURL('/utilization?range=24h')
  await expect(page.getByRole('figure', { name: 'CPUs provisioned' })).toBeVisible()
  await expect.poll(asked).toEqual({ hours: 24, project: null })

  await page.getByRole('combobox', { name: 'Project' }).selectOption('atlas-ingest')
  await expect(page).toHaveURL('/utilization?range=24h&project=atlas-ingest')
  await expect.poll(asked).toEqual({ hours: 24, project: 'atlas-ingest' })
  await expect(page.getByRole('figure', { name: 'Storage provisioned' })).toBeVisible()

  // a month of ten-minute samples takes several pages; every one is fetched
  await page.getByRole('button', { name: 'Last 30 days' }).click()
  await expect(page.getByRole('figure', { name: 'CPUs provisioned' })).toBeVisible()
  // the figure may still be the day's: wait for the month's pages rather than count at once
  const pages = async () =>
    (await mockRequests(page, 'GET', '/v1/metrics/cpus_provisioned')).filter((r) =>
      r.url.includes('page_token'),
    ).length
  await expect.poll(pages).toBeGreaterThanOrEqual(4)

  // the filter survives a reload
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue('atlas-ingest')
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
