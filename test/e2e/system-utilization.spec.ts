import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, freezeSeededStates } from './util'

const PAGE = '/system/utilization'

const siloRow = (page: Page, name: string) =>
  page
    .getByRole('grid', { name: 'Silo utilization' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name, exact: true }) })

test('fleet capacity from the hardware next to what silos provisioned and their quotas', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await freezeSeededStates(page)
  await page.goto(PAGE)
  await expect(page).toHaveTitle('Utilization / Oxide Console')
  // seven sleds in service of 128 threads: 70% of 896 (spec §9 capacity estimate)
  const cpus = page.getByRole('region', { name: 'CPUs', exact: true })
  await expect(cpus).toContainText('Capacity627')
  await expect(cpus).toContainText('Silo quotas320')
  await expect(cpus.getByRole('meter', { name: 'CPUs provisioned of capacity' })).toHaveAttribute(
    'aria-valuetext',
    '177 of 627 (28%)',
  )

  // each silo against its quotas, with the exact share (as the silo's own /utilization shows it)
  const maple = siloRow(page, 'maple')
  await expect(maple).toContainText('0 / 64')
  await expect(maple).toContainText('0 B / 256 GiB')
  await expect(maple).toContainText('0 B / 4 TiB')
  await expect(maple.getByRole('link', { name: 'maple' })).toHaveAttribute(
    'href',
    '/system/silos/maple?tab=quotas',
  )
  const prairie = siloRow(page, 'prairie')
  // 177 of 256 is 69.1%; 762 GiB of 1 TiB is 74.4%
  await expect(prairie).toContainText('177 / 25669%')
  await expect(prairie).toContainText('762 GiB / 1 TiB74%')
  await expectNoA11yViolations(page)
})

test("usage over time: a silo's against its quota, the whole fleet's against capacity", async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(PAGE)
  const cpuChart = page.getByRole('region', { name: 'CPUs provisioned' })
  await expect(cpuChart.getByRole('figure', { name: 'CPUs provisioned' })).toBeVisible()
  await expect(cpuChart).toContainText('Capacity')

  await page.getByRole('combobox', { name: 'Silo' }).selectOption('maple')
  await expect(page).toHaveURL(`${PAGE}?silo=maple`)
  await expect(cpuChart).toContainText('Quota')
  await expect(cpuChart).not.toContainText('Capacity')

  await page
    .getByRole('group', { name: 'Time range' })
    .getByRole('button', { name: 'Last 24 hours' })
    .click()
  await expect(page).toHaveURL(/range=/)
  await expect(
    page.getByRole('group', { name: 'Time range' }).getByRole('button', { name: 'Last 24 hours' }),
  ).toHaveAttribute('aria-pressed', 'true')
  // the picks are in the address: a reload keeps them
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Silo' })).toHaveValue('maple')
  await expect(
    page.getByRole('group', { name: 'Time range' }).getByRole('button', { name: 'Last 24 hours' }),
  ).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('combobox', { name: 'Silo' }).selectOption('')
  await expect(cpuChart).toContainText('Capacity')
  await expectNoA11yViolations(page)
})
