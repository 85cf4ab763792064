import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { expectNoA11yViolations } from './util'

// The audit log in the browser, as Ada (a fleet admin): what she does appears in it, reached from
// the instance's Activity by keyboard, downloaded as a file; and a range of 10,000 entries paged on
// the server with the page in the address. jest holds the entries' words and the filters
// (AuditLogPage.test.tsx); this holds the download, the address and Back.

const INSTANCE = '/projects/build-farm/instances/builder-01'

test('a stop shows in the log from Activity; the shown entries download as CSV', async ({
  page,
}) => {
  await page.goto(INSTANCE)
  const id = (await page.getByTestId('instance-id').textContent())!
  const header = page.getByRole('main')
  await header.getByRole('button', { name: 'Stop' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm stop' })
  await confirm.getByRole('button', { name: 'Stop' }).click()
  await expect(confirm).toBeHidden()

  // by keyboard: the actions menu, down to Activity
  await page.getByRole('button', { name: 'Instance actions' }).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  const activity = menu.getByRole('menuitem', { name: 'Activity' })
  // the open menu takes the focus; the arrow keys then walk its items
  await expect(menu.locator(':focus')).toHaveCount(1)
  const focused = () => activity.evaluate((e) => e === document.activeElement)
  for (let i = 0; i < 12 && !(await focused()); i++) await page.keyboard.press('ArrowDown')
  await expect(activity).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/system\/audit-log\?.*resource=/)
  const grid = page.getByRole('grid', { name: 'Audit log' })
  const stop = grid.getByRole('row').filter({ hasText: 'Stop instance' })
  await expect(stop).toHaveCount(1)
  // the console stops it by id; the log names it as the console knows it
  await expect(stop).toContainText('instance builder-01 (build-farm)')
  await expect(stop.getByRole('link', { name: 'Ada Okafor' })).toBeVisible()
  await expect(stop).toContainText('OK')
  await expectNoA11yViolations(page)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  const lines = csv.trim().split('\r\n')
  // the header and the filtered entries: the stop among them, and nothing about another resource
  expect(lines.length).toBeGreaterThan(1)
  expect(csv).toContain('instance_stop')
  expect(csv).toContain('Ada Okafor')
  expect(csv).toContain('instance builder-01 (build-farm)')
  // the request as sent: by the instance's id
  expect(lines.slice(1).every((l) => l.includes(id))).toBe(true)

  await stop.getByRole('link', { name: 'instance builder-01 (build-farm)' }).click()
  await expect(page).toHaveURL(`${INSTANCE}/storage`)
})

test('10,000 entries: the next page is in the address, and Back returns to the first', async ({
  page,
}) => {
  await page.goto('/system/audit-log?mock-large-audit-log=1')
  const grid = page.getByRole('grid', { name: 'Audit log' })
  await expect(page.getByText('200 entries on this page, newest first')).toBeVisible()
  // the newest entry's time on the page: its first row's first cell
  const newest = grid.getByRole('row').nth(1).getByRole('gridcell').first()
  const first = await newest.innerText()

  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(page).toHaveURL(/[?&]token=/)
  await expect(newest).not.toHaveText(first)
  await expect(page.getByText('200 entries on this page, newest first')).toBeVisible()
  const second = await newest.innerText()
  const previous = page.getByRole('button', { name: 'Go to previous page' })
  await expect(previous).toBeEnabled()
  // a reload lands on the same page (a new mock: its entries' times moved with the clock)
  const address = page.url()
  await page.reload()
  await expect(page.getByText('200 entries on this page, newest first')).toBeVisible()
  expect(page.url()).toBe(address)
  await expect(previous).toBeEnabled()

  // Back: the first page again (the reload's mock logged anew, so its newest entry is its own)
  await page.goBack()
  await expect(page).not.toHaveURL(/[?&]token=/)
  await expect(newest).not.toHaveText(second)
  await expect(previous).toBeDisabled()
})
