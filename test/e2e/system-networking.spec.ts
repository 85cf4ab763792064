import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoA11yViolationsInBothSchemes, mockRequests } from './util'

// The operator's network (issue 21), each test one operator's flow within one page load (the
// mock's state lives in the page).

const NET = '/system/networking'
// the seeded switch0 (switchSeedId(0)) and switch1's qsfp5 (switchPortSeedId(1, 5)), which has
// no settings
const SWITCH0 = '5eed5103-0000-4000-8000-000000000001'
const SWITCH1_QSFP5 = '5eed5104-0000-4000-8000-000000000026'

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

test('an address lot with blocks, a block announced, a BGP configuration over the set', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${NET}/address-lots`)
  await page.getByRole('link', { name: 'New address lot' }).click()
  const lotForm = page.getByRole('dialog', { name: 'Create address lot' })
  await lotForm.getByLabel(/^Name/).fill('edge-announce')
  await lotForm.getByLabel('First address').fill('203.0.113.0')
  await lotForm.getByLabel('Last address').fill('203.0.113.255')
  await lotForm.getByRole('button', { name: 'Add block' }).click()
  await lotForm.getByLabel('First address').fill('2001:db8::')
  await lotForm.getByLabel('Last address').fill('2001:db8::ffff')
  await lotForm.getByRole('button', { name: 'Create address lot' }).click()
  await expect(page).toHaveURL(`${NET}/address-lots/edge-announce`)
  const blocks = page.getByRole('grid', { name: 'Blocks' })
  await expect(blocks.getByRole('gridcell', { name: '203.0.113.0', exact: true })).toBeVisible()
  await expect(blocks.getByRole('gridcell', { name: '2001:db8::', exact: true })).toBeVisible()

  await page.getByRole('navigation').getByRole('link', { name: 'Networking' }).click()
  await tab(page, 'BGP').click()
  await tab(page, 'Announce sets').click()
  await page.getByRole('link', { name: 'New announce set' }).click()
  const setForm = page.getByRole('dialog', { name: 'Create announce set' })
  await setForm.getByLabel(/^Name/).fill('edge-set')
  await setForm.getByLabel('Address lot').selectOption('edge-announce')
  // outside the lot's blocks: refused where it is typed, nothing sent
  await setForm.getByLabel('Network').fill('198.18.0.0/24')
  await setForm.getByRole('button', { name: 'Add announcement' }).click()
  await expect(setForm.getByLabel('Network')).toHaveAccessibleDescription(
    'The network is not inside a block of edge-announce',
  )
  await setForm.getByLabel('Network').fill('203.0.113.0/24')
  await setForm.getByRole('button', { name: 'Create announce set' }).click()
  await expect(page.getByRole('status').getByText('Announce set edge-set created')).toBeVisible()
  const put = await mockRequests(page, 'PUT', '/v1/system/networking/bgp-announce')
  expect(put.at(-1)?.body).toMatchObject({
    name: 'edge-set',
    announcement: [{ address_lot_block: 'edge-announce', network: '203.0.113.0/24' }],
  })

  await tab(page, 'Configs').click()
  await page.getByRole('link', { name: 'New BGP config' }).click()
  const bgpForm = page.getByRole('dialog', { name: 'Create BGP configuration' })
  await bgpForm.getByLabel(/^Name/).fill('edge')
  await bgpForm.getByLabel(/^ASN/).fill('4294967296')
  await bgpForm.getByLabel(/^Announce set/).selectOption('edge-set')
  await bgpForm.getByRole('button', { name: 'Create BGP configuration' }).click()
  await expect(bgpForm.getByLabel(/^ASN/)).toHaveAccessibleDescription(/ASN must be a whole number/)
  expect(await mockRequests(page, 'POST', '/v1/system/networking/bgp')).toEqual([])
  await bgpForm.getByLabel(/^ASN/).fill('64512')
  await bgpForm.getByRole('button', { name: 'Create BGP configuration' }).click()
  await expect(page.getByRole('grid', { name: 'BGP configurations' })).toContainText('64512')
  await expectNoA11yViolationsInBothSchemes(page)
})

test('port settings with a link and a BGP peer, applied to a port, shown there, then cleared', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${NET}/port-settings-new`)
  const form = page.getByRole('dialog', { name: 'Create port settings' })
  await form.getByLabel(/^Name/).fill('edge-uplink')
  await form.getByLabel('Link name').fill('phy0')
  await form.getByRole('button', { name: 'Add link' }).click()
  const peers = form.getByRole('group', { name: 'BGP peers' })
  // 'Unnumbered: discovered on the link' names a radio too
  await peers.getByLabel('Link', { exact: true }).selectOption('phy0')
  // the API's default, preselected: a peer at an address
  await expect(peers.getByRole('radio', { name: 'Numbered: a peer address' })).toBeChecked()
  await form.getByLabel('BGP config').selectOption('as65000')
  await peers.getByRole('textbox', { name: 'Peer address' }).fill('192.0.2.9')
  await form.getByRole('button', { name: 'Create port settings' }).click()
  await expect(page).toHaveURL(`${NET}/port-settings/edge-uplink`)
  await expect(page.getByRole('grid', { name: 'BGP peers' })).toContainText('192.0.2.9')
  const created = await mockRequests(page, 'POST', '/v1/system/networking/switch-port-settings')
  // a numbered peer: its address is the peer's addressing now, not a bare string
  expect(created.at(-1)?.body).toMatchObject({
    name: 'edge-uplink',
    bgp_peers: [{ link_name: 'phy0', peers: [{ addr: { type: 'numbered', ip: '192.0.2.9' } }] }],
  })

  // to the switch's page, then (in-app: a load would seed the mock afresh) switch1's qsfp5
  await page.getByRole('navigation').getByRole('link', { name: 'Inventory' }).click()
  await page.getByRole('tab', { name: 'Switches' }).click()
  await page.getByRole('link', { name: SWITCH0 }).click()
  await expect(page).toHaveURL(`/system/inventory/switches/${SWITCH0}`)
  await page.evaluate((p) => {
    window.history.pushState({}, '', p)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, `/system/inventory/switches/${SWITCH0}/ports/${SWITCH1_QSFP5}`)
  await expect(page.getByRole('heading', { name: 'switch1 qsfp5' })).toBeVisible()
  await page.getByRole('button', { name: 'Apply settings' }).click()
  const picker = page.getByRole('dialog', { name: 'Apply port settings' })
  await picker.getByLabel('Port settings').selectOption('edge-uplink')
  await picker.getByRole('button', { name: 'Apply settings' }).click()
  await page
    .getByRole('dialog', { name: 'Apply port settings' })
    .getByRole('button', { name: 'Apply settings' })
    .click()
  await expect(page.getByRole('link', { name: 'edge-uplink' })).toBeVisible()

  await page.getByRole('button', { name: 'Clear settings' }).click()
  const confirm = page.getByRole('dialog', { name: 'Clear port settings' })
  await expect(confirm).toContainText('the rack loses that path to the outside network')
  await confirm.getByRole('button', { name: 'Clear settings' }).click()
  await expect(page.getByRole('link', { name: 'edge-uplink' })).toHaveCount(0)
  await expect(
    page.getByText('LLDP is configured by the port’s settings; this port has none.'),
  ).toBeVisible()
})

test('the allow list: a bad network sends nothing, a good one is saved after the warning', async ({
  page,
}) => {
  await page.goto(`${NET}/service-access`)
  await page.getByRole('radio', { name: 'Only these addresses and networks' }).check()
  const entry = page.getByLabel('Address or network')
  await entry.fill('203.0.113.0/33')
  await page.getByRole('button', { name: 'Save allow list' }).click()
  await expect(entry).toHaveAccessibleDescription('Max width for IPv4 is 32')
  expect(await mockRequests(page, 'PUT', '/v1/system/networking/allow-list')).toEqual([])
  await entry.fill('203.0.113.0/24')
  await page.getByRole('button', { name: 'Save allow list' }).click()
  const confirm = page.getByRole('dialog', { name: 'Change the allow list' })
  await expect(confirm).toContainText('you lose access to it as soon as this is saved')
  await confirm.getByRole('button', { name: 'Save allow list' }).click()
  await expect(page.getByRole('status').getByText('Allow list saved')).toBeVisible()
  const put = await mockRequests(page, 'PUT', '/v1/system/networking/allow-list')
  expect(put.at(-1)?.body).toEqual({ allowed_ips: { allow: 'list', ips: ['203.0.113.0/24'] } })
})
