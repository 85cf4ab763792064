import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, freezeSeededStates, mockRequests } from './util'

// The seed (mirage/sim/scenarios/computeData.ts): build-farm has builder-01…26, stopped when the number is
// a multiple of 7 and running otherwise; atlas-ingest has one instance in most states.

const table = (page: Page) => page.getByRole('grid', { name: 'Instances' })

const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })

const badge = (r: Locator) => r.locator('[data-state]')

async function openActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Row actions for ${name}` }).click()
  return page.getByRole('menu')
}

/**
 * Records every state the row's badge shows from now on; a transitional state may last a
 * second, shorter than an assertion's polling on a busy machine.
 */
async function watchStates(page: Page, name: string) {
  await page.evaluate((instance) => {
    const states: string[] = []
    const record = () => {
      const link = [...document.querySelectorAll('[role="grid"][aria-label="Instances"] a')].find(
        (a) => a.textContent === instance,
      )
      const state = link
        ?.closest('[role="row"]')
        ?.querySelector('[data-state]')
        ?.getAttribute('data-state')
      if (state && states.at(-1) !== state) states.push(state)
    }
    record()
    const table = document.querySelector('[role="grid"][aria-label="Instances"]')!
    new MutationObserver(record).observe(table, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
    // eslint-disable-next-line no-restricted-syntax -- a global the test itself sets on the page, which the DOM types cannot know
    ;(window as unknown as { seenStates: string[] }).seenStates = states
  }, name)
  // eslint-disable-next-line no-restricted-syntax -- a global the test itself sets on the page, which the DOM types cannot know
  return () => page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates)
}

/** State-changing requests the mock answered since the page loaded. */
const changes = async (page: Page) => [
  ...(await mockRequests(page, 'POST', '/v1/instances')),
  ...(await mockRequests(page, 'PUT', '/v1/instances')),
  ...(await mockRequests(page, 'DELETE', '/v1/instances')),
]

test('build-farm lists its 26 instances with state badges over two pages', async ({ page }) => {
  await page.goto('/projects/build-farm/instances')
  await expect(page.getByRole('heading', { level: 1, name: 'Instances' })).toBeVisible()
  await expect(table(page).getByRole('row')).toHaveCount(26) // header + 25
  await expect(badge(row(page, 'builder-01'))).toHaveText('running')
  await expect(badge(row(page, 'builder-07'))).toHaveText('stopped')
  await expect(row(page, 'builder-01')).toContainText('4 vCPU')
  await expect(row(page, 'builder-01')).toContainText('16 GiB')
  await expect(row(page, 'builder-26')).toHaveCount(0)

  await page.getByRole('button', { name: /next page/i }).click()
  await expect(table(page).getByRole('row')).toHaveCount(2)
  await expect(badge(row(page, 'builder-26'))).toHaveText('running')
  await expect(row(page, 'builder-26').getByRole('link')).toHaveAttribute(
    'href',
    '/projects/build-farm/instances/builder-26',
  )
  await page.getByRole('button', { name: /previous page/i }).click()
  await expect(table(page).getByRole('row')).toHaveCount(26)

  await expect(page.getByRole('link', { name: 'New instance' })).toHaveAttribute(
    'href',
    '/projects/build-farm/instances-new',
  )
})

test('atlas-ingest shows every state, spinners on transitional ones and the auto-restart status of failed ones', async ({
  page,
}) => {
  // axe over a full table is slow on a loaded 2-core machine: more than the default 30 s
  test.setTimeout(60_000)
  await freezeSeededStates(page)
  await page.goto('/projects/atlas-ingest/instances')
  const expected = {
    'ingest-worker-1': 'running',
    'ingest-worker-3': 'stopped',
    'ingest-scheduler': 'starting',
    'ingest-batch': 'stopping',
    'tile-cache': 'migrating',
    'ingest-legacy': 'failed',
  }
  for (const [name, state] of Object.entries(expected))
    await expect(badge(row(page, name))).toHaveText(state)
  await expect(
    row(page, 'ingest-scheduler').getByRole('progressbar', { includeHidden: true }),
  ).toHaveCount(1)
  await expect(
    row(page, 'ingest-worker-1').getByRole('progressbar', { includeHidden: true }),
  ).toHaveCount(0)

  await expect(row(page, 'ingest-legacy')).toContainText('Failed: due for automatic restart')
  // when it restarts, relative and absolute
  await expect(row(page, 'ingest-flaky')).toContainText(
    /Failed: restarts after its cooldown, in .+ \(.+\)/,
  )
  await expect(row(page, 'ingest-archive')).toContainText('Failed: automatic restart disabled')
  await expect(row(page, 'ingest-worker-1')).not.toContainText('automatic restart')

  await expectNoA11yViolations(page)
})

test('seeded moves finish within a minute, then the list stops polling', async ({ page }) => {
  // the page's clock, so a minute passes at once; the mock settles against the same Date.now()
  await page.clock.install()
  await page.goto('/projects/atlas-ingest/instances')
  await expect(badge(row(page, 'tile-cache'))).toHaveText('migrating')
  const spinners = table(page).getByRole('progressbar', { includeHidden: true })
  await expect(spinners).not.toHaveCount(0)

  await page.clock.fastForward('01:00')
  await expect(spinners).toHaveCount(0)
  await expect(badge(row(page, 'tile-cache'))).toHaveText('running')
  await expect(badge(row(page, 'ingest-scheduler'))).toHaveText('running')
  await expect(badge(row(page, 'ingest-batch'))).toHaveText('stopped')

  // nothing in progress: ten more seconds of page time bring no list request
  const lists = async () => (await mockRequests(page, 'GET', '/v1/instances?')).length
  const before = await lists()
  await page.clock.runFor(10_000)
  expect(await lists()).toBe(before)
})

test('actions a state forbids are disabled with the reason and send nothing', async ({ page }) => {
  await page.goto('/projects/build-farm/instances')

  let menu = await openActions(page, 'builder-01') // running
  const start = menu.getByRole('menuitem', { name: 'Start' })
  await expect(start).toHaveAttribute('aria-disabled', 'true')
  await expect(start).toHaveAccessibleDescription(
    'Only a stopped or failed instance can be started',
  )
  await start.hover()
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only a stopped or failed instance can be started',
  )
  // aria-disabled, still clickable: a click must do nothing
  await start.click({ force: true })
  const remove = menu.getByRole('menuitem', { name: 'Delete' })
  await expect(remove).toHaveAttribute('aria-disabled', 'true')
  await expect(remove).toHaveAccessibleDescription(
    'Only a stopped or failed instance can be deleted',
  )
  // aria-disabled, still clickable: a click must do nothing
  await remove.click({ force: true })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()

  menu = await openActions(page, 'builder-07') // stopped
  const reboot = menu.getByRole('menuitem', { name: 'Reboot' })
  await expect(reboot).toHaveAttribute('aria-disabled', 'true')
  await expect(reboot).toHaveAccessibleDescription('Only a running instance can be rebooted')
  // aria-disabled, still clickable: a click must do nothing
  await reboot.click({ force: true })
  await page.keyboard.press('Escape')

  expect(await changes(page)).toEqual([])
  await expect(badge(row(page, 'builder-01'))).toHaveText('running')
  await expect(badge(row(page, 'builder-07'))).toHaveText('stopped')
})

test('Start a stopped instance: the row shows starting, then running', async ({ page }) => {
  await page.goto('/projects/build-farm/instances')
  const builder = row(page, 'builder-07')
  await expect(badge(builder)).toHaveText('stopped')
  const seen = await watchStates(page, 'builder-07')

  const menu = await openActions(page, 'builder-07')
  await menu.getByRole('menuitem', { name: 'Start' }).click()
  await expect(page.getByRole('status').getByText('Starting instance builder-07')).toBeVisible()
  const sent = await mockRequests(page, 'POST', '/v1/instances')
  expect(sent.map((r) => r.url)).toEqual([expect.stringMatching(/^\/v1\/instances\/[^/]+\/start/)])
  // the list polls while a row is in progress, so it settles without a reload
  await expect(badge(builder)).toHaveText('running')
  expect(await seen()).toEqual(['stopped', 'starting', 'running'])
})

test('Stop a running instance after confirming', async ({ page }) => {
  await page.goto('/projects/build-farm/instances')
  await expect(badge(row(page, 'builder-01'))).toHaveText('running')
  const seen = await watchStates(page, 'builder-01')
  const menu = await openActions(page, 'builder-01')
  await menu.getByRole('menuitem', { name: 'Stop' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm stop' })
  await expect(dialog).toContainText('Are you sure you want to stop builder-01?')
  expect(await changes(page)).toEqual([])
  // the button names the action, never a bare 'Confirm'
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Stop' }).click()
  await expect(dialog).toBeHidden()

  await expect.poll(seen).toEqual(['running', 'stopping', 'stopped'])
  const sent = await mockRequests(page, 'POST', '/v1/instances')
  expect(sent.map((r) => r.url)).toEqual([expect.stringMatching(/\/stop/)])
})

test('Reboot a running instance', async ({ page }) => {
  await page.goto('/projects/build-farm/instances')
  await expect(badge(row(page, 'builder-02'))).toHaveText('running')
  const seen = await watchStates(page, 'builder-02')
  const menu = await openActions(page, 'builder-02')
  await menu.getByRole('menuitem', { name: 'Reboot' }).click()
  await expect(page.getByRole('status').getByText('Rebooting instance builder-02')).toBeVisible()
  await expect.poll(seen).toEqual(['running', 'rebooting', 'running'])
  const sent = await mockRequests(page, 'POST', '/v1/instances')
  expect(sent.map((r) => r.url)).toEqual([expect.stringMatching(/\/reboot/)])
})

test('Delete a stopped instance after confirming: its row goes', async ({ page }) => {
  await page.goto('/projects/build-farm/instances')
  await expect(row(page, 'builder-14')).toHaveCount(1)
  const menu = await openActions(page, 'builder-14')
  await menu.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm delete' })
  await expect(dialog).toContainText('Are you sure you want to delete builder-14?')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByRole('status').getByText('Instance builder-14 deleted')).toBeVisible()
  await expect(row(page, 'builder-14')).toHaveCount(0)
  expect(await mockRequests(page, 'DELETE', '/v1/instances')).toHaveLength(1)
  // the next one moves up from page 2
  await expect(table(page).getByRole('row')).toHaveCount(26)
})

test('Resize a stopped instance: bad input sends nothing, then the row shows the new size', async ({
  page,
}) => {
  await page.goto('/projects/build-farm/instances')
  const menu = await openActions(page, 'builder-21')
  await menu.getByRole('menuitem', { name: 'Resize' }).click()
  const form = page.getByRole('dialog', { name: 'Resize instance' })
  await expect(form.getByLabel(/^CPUs/)).toHaveValue('4')
  await expect(form.getByLabel(/^Memory/)).toHaveValue('16')

  await form.getByLabel(/^CPUs/).fill('0')
  await form.getByRole('button', { name: 'Resize' }).click()
  await expect(form.getByLabel(/^CPUs/)).toHaveAccessibleDescription(/CPUs must be between/)
  expect(await mockRequests(page, 'PUT', '/v1/instances')).toEqual([])

  await form.getByLabel(/^CPUs/).fill('8')
  await form.getByLabel(/^Memory/).fill('32')
  await form.getByRole('button', { name: 'Resize' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('status').getByText('Instance builder-21 resized')).toBeVisible()
  const builder = row(page, 'builder-21')
  await expect(builder).toContainText('8 vCPU')
  await expect(builder).toContainText('32 GiB')
  const sent = await mockRequests(page, 'PUT', '/v1/instances')
  expect(sent).toHaveLength(1)
  expect(sent[0]?.body).toMatchObject({ ncpus: 8, memory: 32 * 1024 ** 3 })
})

test('a project without instances shows the empty state with a New instance button', async ({
  page,
}) => {
  await page.goto('/projects/dev-sandbox/instances')
  await expect(page.getByRole('heading', { name: 'No instances' })).toBeVisible()
  await expect(table(page)).toHaveCount(0)
  const links = page.getByRole('link', { name: 'New instance' })
  await expect(links).toHaveCount(2)
  await links.last().click()
  await expect(page).toHaveURL('/projects/dev-sandbox/instances-new')
})
