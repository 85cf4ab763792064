import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolationsInBothSchemes, freezeSeededStates, mockRequests } from './util'

// Seeing why (issue 23): the firewall rules that reach an instance, the metrics explorer and
// the charts' View query, a custom range on the instance metrics, affinity groups joined from
// the instance, and an SSH key added in the middle of creating an instance. Each test is one
// user's flow; the rest is covered in jest.

const PROJECT = '/projects/atlas-ingest'
const WORKER = `${PROJECT}/instances/ingest-worker-1`

type Rule = {
  name: string
  priority: number
  status: string
  targets: { type: string; value: string }[]
}

/** What the mock holds, asked in the page (where the mock answers). */
const held = <T>(page: Page, url: string) =>
  page.evaluate(async (u) => (await (await fetch(u)).json()) as unknown, url) as Promise<T>

/** A line in a chart with many points, not a stub. */
async function expectChart(page: Page, name: string) {
  const line = page.getByRole('figure', { name }).locator('svg path.MuiLineChart-line').first()
  await expect(line).toBeVisible()
  expect((await line.getAttribute('d'))?.split(/[LC]/).length ?? 0).toBeGreaterThan(10)
}

test('the firewall rules shown for an instance are the ones its VPC holds for it', async ({
  page,
}) => {
  await freezeSeededStates(page)
  await page.goto(`${WORKER}/networking`)
  const table = page.getByRole('grid', { name: 'Firewall rules that apply' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()

  // the VPC's rules as held, and what reaches this instance by their own words: its name, its
  // VPC, the subnet of its interface, its address
  const { rules } = await held<{ rules: Rule[] }>(
    page,
    '/v1/vpc-firewall-rules?project=atlas-ingest&vpc=default',
  )
  const { items: nics } = await held<{ items: { ip: string }[] }>(
    page,
    '/v1/network-interfaces?project=atlas-ingest&instance=ingest-worker-1',
  )
  const reaches = (t: Rule['targets'][number]) =>
    (t.type === 'vpc' && t.value === 'default') ||
    (t.type === 'subnet' && t.value === 'default') ||
    (t.type === 'instance' && t.value === 'ingest-worker-1') ||
    (t.type === 'ip' && nics.some((n) => n.ip === t.value))
  const expected = rules
    .filter((r) => r.targets.some(reaches))
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))
  // the seed has one of each that matters here
  expect(expected.some((r) => r.targets.some((t) => t.type === 'subnet'))).toBe(true)
  expect(expected.some((r) => r.status === 'disabled')).toBe(true)
  expect(rules.length).toBeGreaterThan(expected.length)

  const rows = table.getByRole('row').filter({ has: page.getByRole('gridcell') })
  await expect(rows).toHaveCount(expected.length)
  for (const [i, rule] of expected.entries()) {
    const row = rows.nth(i)
    await expect(row.getByRole('link', { name: rule.name, exact: true })).toBeVisible()
    await expect(row).toContainText(rule.status === 'enabled' ? 'Enabled' : 'Disabled')
  }
  await expect(rows.filter({ hasText: 'allow-unreachable-out' })).toContainText(
    'Subnet default (net0)',
  )

  // a rule opens its form, in its VPC
  await table.getByRole('link', { name: 'deny-legacy-udp' }).click()
  await expect(page).toHaveURL(`${PROJECT}/vpcs/default/firewall-rules/deny-legacy-udp/edit`)
})

test("a query built in the explorer draws a chart; a chart's View query opens the explorer on it", async ({
  page,
}) => {
  // two charts drawn, axe in both schemes over the builder and the result
  test.setTimeout(60_000)
  await page.goto('/system/metrics')
  const picker = page.getByRole('combobox', { name: 'Timeseries' })
  await picker.fill('bytes_read')
  await page.getByRole('option', { name: /^virtual_disk:bytes_read/ }).click()
  await page.getByRole('button', { name: 'Last 24 hours' }).click()
  await page.getByRole('combobox', { name: 'Fields' }).click()
  await page.getByRole('option', { name: 'project_id' }).click()
  await page.keyboard.press('Escape')
  const text = page.getByRole('textbox', { name: 'OxQL query' })
  await expect(text).toHaveValue(
    'get virtual_disk:bytes_read | filter timestamp >= @now() - 1d | align mean_within(20m) | group_by [project_id], sum',
  )
  await page.getByRole('button', { name: 'Run query' }).click()
  await expectChart(page, 'Query result')
  await expect(page).toHaveURL(/\/system\/metrics\?query=get\+virtual_disk/)
  await expectNoA11yViolationsInBothSchemes(page)

  // the instance's disk chart, its query, and the explorer opened on it
  await page.goto(`${WORKER}/metrics/disk`)
  await expectChart(page, 'Disk throughput')
  await page.getByRole('button', { name: 'View query of Disk throughput' }).click()
  await page.getByRole('menuitem', { name: 'Written' }).click()
  await expect(page).toHaveURL(/\/system\/metrics\?query=/)
  const asked = (await mockRequests(page, 'POST', '/v1/timeseries/query'))
    .map((r) => (r.body as { query: string }).query)
    .find((q) => q.startsWith('get virtual_disk:bytes_written'))
  expect(asked).toBeDefined()
  await expect(text).toHaveValue(asked!)
  await expectChart(page, 'Query result')
  const ran = await mockRequests(page, 'POST', '/v1/system/timeseries/query')
  expect(ran.map((r) => (r.body as { query: string }).query)).toContain(asked)
  // the chart's window is the builder's custom range
  await expect(page.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true')
})

test('a custom range with a bad end is refused with a message; a good one and auto-refresh are kept in the address', async ({
  page,
}) => {
  // the auto-refresh waits out its first 10 s
  test.setTimeout(60_000)
  await page.goto(`${WORKER}/metrics/cpu`)
  await expectChart(page, 'CPU utilization')
  await page
    .getByRole('group', { name: 'Time range' })
    .getByRole('button', { name: 'Custom' })
    .click()
  await expect(page).toHaveURL(/range=custom&start=.+&end=.+/)
  const url = page.url()
  const sent = async () => (await mockRequests(page, 'POST', '/v1/timeseries/query')).length
  const before = await sent()

  // the fields hold local times ('2025-03-14T09:05'); the window on screen ended now
  const start = page.getByLabel('Start')
  const end = page.getByLabel('End')
  const shifted = (minutes: number) => {
    const d = new Date(new Date(startValue).getTime() + minutes * 60_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
  }
  const startValue = await start.inputValue()

  await end.fill(shifted(-30))
  await page.getByRole('button', { name: 'Apply range' }).click()
  await expect(end).toHaveAccessibleDescription('End must be after start')
  await expect(end).toHaveAttribute('aria-invalid', 'true')
  expect(page.url()).toBe(url)
  expect(await sent()).toBe(before)

  // half an hour from the same start: applied, kept in the address, asked for
  await end.fill(shifted(30))
  await page.getByRole('button', { name: 'Apply range' }).click()
  await expect(page).not.toHaveURL(url)
  await expect.poll(sent).toBeGreaterThan(before)
  const shown = new URL(page.url())
  expect(
    (new Date(shown.searchParams.get('end')!).getTime() -
      new Date(shown.searchParams.get('start')!).getTime()) /
      60_000,
  ).toBe(30)
  // a fixed window does not move: no auto-refresh for it
  await expect(page.getByRole('combobox', { name: 'Auto-refresh' })).toBeDisabled()

  await page.getByRole('button', { name: 'Last hour' }).click()
  await page.getByRole('combobox', { name: 'Auto-refresh' }).selectOption('10 s')
  await expect(page).toHaveURL(`${WORKER}/metrics/cpu?refresh=10s`)
  await expectChart(page, 'CPU utilization')
  // and the charts ask again by themselves, for a window that has moved on
  const ends = async () =>
    (await mockRequests(page, 'POST', '/v1/timeseries/query')).map(
      (r) => /timestamp < @(\S+)/.exec((r.body as { query: string }).query)?.[1],
    )
  const seen = new Set(await ends())
  await expect
    .poll(async () => (await ends()).some((end) => !seen.has(end)), { timeout: 30_000 })
    .toBe(true)
})

test('an instance joins an anti-affinity group from its settings and leaves it', async ({
  page,
}) => {
  await freezeSeededStates(page)
  await page.goto(`${PROJECT}/instances/ingest-archive/settings`)
  await expect(page.getByRole('heading', { name: 'In no group' })).toBeVisible()
  await page.getByRole('button', { name: 'Add to group' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add to group' })
  await dialog.getByRole('combobox', { name: 'Group' }).selectOption('ingest-spread')
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(dialog).toBeHidden()

  const groups = page.getByRole('grid', { name: 'Affinity groups' })
  await expect(groups.getByRole('link', { name: 'ingest-spread' })).toBeVisible()
  // the properties above the tabs say so too
  await expect(page.getByRole('link', { name: 'ingest-spread' }).first()).toBeVisible()
  expect(await mockRequests(page, 'POST', '/v1/anti-affinity-groups/')).toHaveLength(1)

  await groups.getByRole('button', { name: 'Row actions for ingest-spread' }).click()
  await page.getByRole('menuitem', { name: 'Leave group' }).click()
  await page
    .getByRole('dialog', { name: 'Leave group' })
    .getByRole('button', { name: 'Leave' })
    .click()
  await expect(page.getByRole('heading', { name: 'In no group' })).toBeVisible()
  expect(await mockRequests(page, 'DELETE', '/v1/anti-affinity-groups/')).toHaveLength(1)
})

test('an SSH key added while creating an instance is selected, and the form keeps what was typed', async ({
  page,
}) => {
  await page.goto(`${PROJECT}/instances-new`)
  await page.getByRole('textbox', { name: /^Name/ }).first().fill('e2e-keyed')
  await page
    .getByRole('combobox', { name: /^Image/ })
    .selectOption({ label: 'debian-12 (Debian 12)' })
  await page.getByRole('button', { name: 'Add SSH key' }).click()

  const form = page.getByRole('form', { name: 'Add SSH key' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('laptop-in-place')
  await form
    .getByRole('textbox', { name: /^Public key/ })
    .fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx3b2hkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAx e2e@host')
  await page
    .getByRole('dialog', { name: 'Add SSH key' })
    .getByRole('button', { name: 'Add SSH key' })
    .click()
  await expect(form).toBeHidden()

  // still on the create page, with the name typed, the new key checked with the others
  await expect(page).toHaveURL(`${PROJECT}/instances-new`)
  await expect(page.getByRole('textbox', { name: /^Name/ }).first()).toHaveValue('e2e-keyed')
  const keys = page.getByRole('group', { name: 'Keys passed to the instance' })
  await expect(keys.getByRole('checkbox', { name: 'laptop-in-place' })).toBeChecked()
  expect(await mockRequests(page, 'POST', '/v1/instances')).toEqual([])

  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(`${PROJECT}/instances/e2e-keyed/storage`)
  const [created] = await mockRequests(page, 'POST', '/v1/instances')
  const [key] = await mockRequests(page, 'POST', '/v1/me/ssh-keys')
  expect(key).toBeDefined()
  const keyId = await held<{ items: { id: string; name: string }[] }>(page, '/v1/me/ssh-keys').then(
    (r) => r.items.find((k) => k.name === 'laptop-in-place')?.id,
  )
  expect((created?.body as { ssh_public_keys: string[] }).ssh_public_keys).toContain(keyId)
})
