import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolations, mockRequests } from './util'

// long flows and axe on a shared machine: more than the default 30 s, never a timing assertion
test.describe.configure({ timeout: 90_000 })

const VPC = '/projects/atlas-ingest/vpcs/default'
const LIST = `${VPC}/firewall-rules`

type SentRule = { name: string; priority: number; filters: { ports?: string[] | null } }
type SentRules = { rules: SentRule[] }

const table = (page: Page) => page.getByRole('grid', { name: 'Firewall rules' })
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name, exact: true }) })

async function rowAction(page: Page, rule: string, action: string) {
  await page.getByRole('button', { name: `Row actions for ${rule}` }).click()
  await page
    .getByRole('menu', { name: `Row actions for ${rule}` })
    .getByRole('menuitem', { name: action })
    .click()
}

const puts = async (page: Page) =>
  (await mockRequests(page, 'PUT', '/v1/vpc-firewall-rules')).map((r) => r.body as SentRules)

test('the rules are in priority order, their targets and filters as readable chips', async ({
  page,
}) => {
  await page.goto(LIST)
  await expect(row(page, 'allow-https')).toBeVisible()
  const names = table(page).locator('[role="row"] [data-field="name"][role="gridcell"]')
  await expect(names).toHaveText([
    'allow-https',
    'allow-node-metrics',
    'deny-legacy-udp',
    'block-outbound-smtp',
    'allow-partner-ping',
    'allow-unreachable-out',
    'allow-icmp',
    'allow-internal-inbound',
    'allow-ssh',
  ])
  await expect(row(page, 'allow-https')).toContainText('IP network 0.0.0.0/0')
  await expect(row(page, 'allow-https')).toContainText('TCP 443')
  await expect(row(page, 'block-outbound-smtp')).toContainText('TCP 25, 465, 587')
  await expect(row(page, 'allow-partner-ping')).toContainText('ICMP type 8 code 0')
  await expect(row(page, 'deny-legacy-udp')).toContainText('Instance ingest-worker-1')
  await expect(row(page, 'deny-legacy-udp')).toContainText('Disabled')
  await expect(page).toHaveTitle(
    'Firewall Rules / default / VPCs / atlas-ingest / Projects / Oxide Console',
  )
  await expectNoA11yViolations(page)
})

test('a new rule: every §5 message with nothing sent, then the whole list is PUT', async ({
  page,
}) => {
  await page.goto(LIST)
  await page.getByRole('link', { name: 'New rule' }).click()
  await expect(page).toHaveURL(`${VPC}/firewall-rules-new`)
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription('Name is required')
  const targets = form.getByRole('group', { name: 'Targets' })
  await expect(targets.getByText('At least one target is required')).toBeVisible()

  const addTarget = targets.getByRole('button', { name: 'Add target' })
  // a name picked from the project: required when added empty
  await addTarget.click()
  await expect(targets.getByRole('combobox', { name: 'VPC name' })).toHaveAccessibleDescription(
    'VPC name is required',
  )
  await targets.getByRole('combobox', { name: 'Target type' }).selectOption('ip')
  const ip = targets.getByRole('textbox', { name: 'IP address' })
  await ip.fill('10.0.0.300')
  await addTarget.click()
  await expect(ip).toHaveAccessibleDescription('Not a valid IP address')
  await targets.getByRole('combobox', { name: 'Target type' }).selectOption('ip_net')
  const net = targets.getByRole('textbox', { name: 'IP network' })
  for (const [text, message] of [
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/x', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ]) {
    await net.fill(text!)
    await addTarget.click()
    await expect(net).toHaveAccessibleDescription(message!)
  }
  await net.fill('10.0.0.0/8')
  await addTarget.click()
  await expect(targets.getByRole('list', { name: 'Targets' })).toHaveText('IP network 10.0.0.0/8')
  await expect(net).toHaveValue('')
  // the same again: refused
  await net.fill('10.0.0.0/8')
  await addTarget.click()
  await expect(net).toHaveAccessibleDescription('Items must be unique')
  await net.fill('')

  const ports = form.getByRole('group', { name: 'Ports' })
  const port = ports.getByRole('textbox', { name: 'Port range' })
  for (const [bad, message] of [
    ['90-80', 'The second port must not be less than the first'],
    ['70000', 'Port must be between 1 and 65535'],
    ['123456', 'Not a valid port range'],
    ['http', 'Not a valid port range'],
  ]) {
    await port.fill(bad!)
    await ports.getByRole('button', { name: 'Add port range' }).click()
    await expect(port).toHaveAccessibleDescription(message!)
  }
  // Enter adds the port rather than submitting the form
  await port.fill(' 8080-8081 ')
  await port.press('Enter')
  await expect(ports.getByRole('list', { name: 'Ports' })).toHaveText('8080-8081')
  expect(await puts(page)).toEqual([])

  await form.getByLabel(/^Name/).fill('e2e-web')
  await form.getByRole('spinbutton', { name: /^Priority/ }).fill('70000')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form.getByRole('spinbutton', { name: /^Priority/ })).toHaveAccessibleDescription(
    'Priority must be a whole number from 0 to 65535',
  )
  await form.getByRole('spinbutton', { name: /^Priority/ }).fill('150')
  const hosts = form.getByRole('group', { name: 'Host filters' })
  await hosts.getByRole('combobox', { name: 'Host filter type' }).selectOption('subnet')
  await hosts.getByRole('combobox', { name: 'Subnet name' }).selectOption('backend')
  await hosts.getByRole('button', { name: 'Add host filter' }).click()
  await form.getByRole('combobox', { name: 'Protocol' }).selectOption('tcp')
  await form.getByRole('radio', { name: 'Deny' }).check()
  expect(await puts(page)).toEqual([])

  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByRole('status').getByText('Firewall rule e2e-web created')).toBeVisible()
  await expect(page).toHaveURL(LIST)
  await expect(row(page, 'e2e-web')).toContainText('TCP 8080-8081')
  await expect(row(page, 'e2e-web')).toContainText('Subnet backend')
  const [sent] = await puts(page)
  // the whole list: the nine rules there were, and the new one with the protocol left in its picker
  expect(sent?.rules).toHaveLength(10)
  expect(sent?.rules.at(-1)).toEqual({
    name: 'e2e-web',
    description: '',
    status: 'enabled',
    priority: 150,
    action: 'deny',
    direction: 'inbound',
    targets: [{ type: 'ip_net', value: '10.0.0.0/8' }],
    filters: {
      hosts: [{ type: 'subnet', value: 'backend' }],
      protocols: [{ type: 'tcp' }],
      ports: ['8080-8081'],
    },
  })
})

test('clone: every field from the rule, under a new name', async ({ page }) => {
  await page.goto(LIST)
  await rowAction(page, 'allow-partner-ping', 'Clone')
  await expect(page).toHaveURL(`${VPC}/firewall-rules-new/allow-partner-ping`)
  const form = page.getByRole('dialog', { name: 'Clone firewall rule allow-partner-ping' })
  const name = form.getByLabel(/^Name/)
  await expect(name).toHaveValue(/^allow-partner-ping-[0-9a-f]{6}$/)
  await expect(form.getByLabel('Description')).toHaveValue(
    'Echo requests from the ingest network and partners',
  )
  await expect(form.getByRole('spinbutton', { name: /^Priority/ })).toHaveValue('500')
  await expect(form.getByRole('list', { name: 'Targets' })).toHaveText('VPC default')
  await expect(form.getByRole('list', { name: 'Host filters' }).getByRole('listitem')).toHaveText([
    'VPC ingest-net',
    'IP network 2001:db8::/32',
  ])
  await expect(form.getByRole('list', { name: 'Protocols' })).toHaveText('ICMP type 8 code 0')
  await expectNoA11yViolations(page)

  const cloneName = await name.inputValue()
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(
    page.getByRole('status').getByText(`Firewall rule ${cloneName} created`),
  ).toBeVisible()
  await expect(row(page, cloneName)).toContainText('ICMP type 8 code 0')
  await expect(row(page, 'allow-partner-ping')).toBeVisible()
  const [sent] = await puts(page)
  const [original, clone] = ['allow-partner-ping', cloneName].map((n) =>
    sent?.rules.find((r) => r.name === n),
  )
  expect({ ...clone, name: 'x' }).toEqual({ ...original, name: 'x' })
})

test('edit: only that rule changes; input refused before sending stays', async ({ page }) => {
  await page.goto(LIST)
  await rowAction(page, 'allow-https', 'Edit')
  await expect(page).toHaveURL(`${VPC}/firewall-rules/allow-https/edit`)
  await expect(page).toHaveTitle(
    'allow-https / Firewall Rules / default / VPCs / atlas-ingest / Projects / Oxide Console',
  )
  const form = page.getByRole('dialog', { name: 'Edit firewall rule' })
  const ports = form.getByRole('group', { name: 'Ports' })
  await ports.getByRole('button', { name: 'Remove 443' }).click()
  // a port left in the draft is checked as the item it becomes: ports stop at 65535
  await ports.getByRole('textbox', { name: 'Port range' }).fill('70000')
  await form.getByRole('spinbutton', { name: /^Priority/ }).fill('50')
  await form.getByRole('button', { name: 'Update rule' }).click()
  await expect(ports.getByRole('textbox', { name: 'Port range' })).toHaveAccessibleDescription(
    'Port must be between 1 and 65535',
  )
  await expect(ports.getByRole('textbox', { name: 'Port range' })).toHaveValue('70000')
  await expect(form.getByRole('spinbutton', { name: /^Priority/ })).toHaveValue('50')
  expect(await puts(page)).toHaveLength(0)

  // a name another rule has: refused before the PUT, at the name field
  await ports.getByRole('textbox', { name: 'Port range' }).fill('')
  await form.getByLabel(/^Name/).fill('allow-ssh')
  await form.getByRole('button', { name: 'Update rule' }).click()
  await expect(form.getByLabel(/^Name/)).toHaveAccessibleDescription(
    'Firewall rule name already exists',
  )
  expect(await puts(page)).toHaveLength(0)

  await form.getByLabel(/^Name/).fill('allow-https')
  await ports.getByRole('textbox', { name: 'Port range' }).fill('8443')
  await form.getByRole('button', { name: 'Update rule' }).click()
  await expect(
    page.getByRole('status').getByText('Firewall rule allow-https updated'),
  ).toBeVisible()
  await expect(row(page, 'allow-https')).toContainText('TCP 8443')
  // the priority column (the first cell is the row's selection checkbox)
  await expect(row(page, 'allow-https').locator('[data-field="priority"]')).toHaveText('50')
  const sent = (await puts(page)).at(-1)
  expect(sent?.rules).toHaveLength(9)
  expect(sent?.rules.find((r) => r.name === 'allow-https')?.filters.ports).toEqual(['8443'])
  expect(sent?.rules.find((r) => r.name === 'allow-ssh')?.priority).toBe(65534)
})

test('delete a rule after confirming: the list without it is PUT', async ({ page }) => {
  await page.goto(LIST)
  await rowAction(page, 'deny-legacy-udp', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await expect(confirm).toContainText('Are you sure you want to delete deny-legacy-udp?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(
    page.getByRole('status').getByText('Firewall rule deny-legacy-udp deleted'),
  ).toBeVisible()
  await expect(row(page, 'deny-legacy-udp')).toHaveCount(0)
  const [sent] = await puts(page)
  expect(sent?.rules.map((r) => r.name).sort()).toEqual(
    [
      'allow-https',
      'allow-icmp',
      'allow-internal-inbound',
      'allow-node-metrics',
      'allow-partner-ping',
      'allow-ssh',
      'allow-unreachable-out',
      'block-outbound-smtp',
    ].sort(),
  )
})
