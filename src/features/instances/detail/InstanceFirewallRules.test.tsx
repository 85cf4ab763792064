import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { call } from '~test/mirage/testing'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { copyIdFrom, openRowMenu } from '~test/rowMenu'
import { renderInstancePart } from '~test/renderInstancePart'
import { InstanceFirewallRules } from './InstanceFirewallRules'
import { errorResponse } from '~mirage/util/errors'

// The rules of atlas-ingest's default VPC that reach its instances, over the seeded mock.

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true, freezeStates: true })

const renderFor = (name: string) =>
  renderInstancePart(name, (instance) => (
    <InstanceFirewallRules project="atlas-ingest" instance={instance} />
  ))

const rowTexts = async () => {
  const table = await screen.findByRole('grid', { name: 'Firewall rules that apply' })
  // the table stands (loading) before the rules are in
  await within(table).findByRole('link', { name: 'allow-https' })
  const rows = (await within(table).findAllByRole('row')).slice(1)
  return rows.map((r) => r.textContent ?? '')
}

test('the rules reaching an instance, in priority order, each with what it applies through', async () => {
  await renderFor('ingest-worker-1')
  const rows = await rowTexts()
  const names = [
    'allow-https',
    'deny-legacy-udp',
    'allow-partner-ping',
    'allow-unreachable-out',
    'allow-icmp',
    'allow-internal-inbound',
    'allow-ssh',
  ]
  expect(rows.map((text) => names.find((n) => text.includes(n)))).toEqual(names)
  // by name (and disabled), by its subnet (and disabled), by its VPC
  expect(rows[1]).toMatch(/Disabled.*Instance ingest-worker-1/)
  expect(rows[3]).toMatch(/Disabled.*Subnet default \(net0\)/)
  expect(rows[0]).toMatch(/Enabled.*VPC default/)
  // the backend subnet's rule and the backend address range's do not reach it
  expect(rows.join()).not.toMatch(/allow-node-metrics|block-outbound-smtp/)
  expect(screen.getByText(/7 of the 9 rules of VPC/)).toHaveTextContent(
    '7 of the 9 rules of VPC default apply to this instance (5 enabled)',
  )
  // each rule opens its own form
  expect(screen.getByRole('link', { name: 'allow-https' })).toHaveAttribute(
    'href',
    '/projects/atlas-ingest/vpcs/default/firewall-rules/allow-https/edit',
  )
})

test('an instance without a network interface is reached by no rule, and says so', async () => {
  mock.server().get('/v1/network-interfaces', () => ({ items: [], next_page: null }))
  await renderFor('ingest-worker-2')
  expect(await screen.findByRole('heading', { name: 'No network interface' })).toBeInTheDocument()
  expect(
    screen.getByText(
      'This instance has no network interface in a VPC, so no firewall rule applies to it.',
    ),
  ).toBeInTheDocument()
  expect(mock.requests().some((r) => r.url.startsWith('/v1/vpc-firewall-rules'))).toBe(false)
})

test('rules that could not be loaded say why; Retry asks again', async () => {
  let refuse = true
  mock
    .server()
    .get('/v1/vpc-firewall-rules', () =>
      refuse ? errorResponse(503, 'ServiceUnavailable', 'rules are resting') : { rules: [] },
    )
  await renderFor('ingest-worker-1')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load the firewall rules: Rules are resting')
  expect(screen.queryByRole('grid', { name: 'Firewall rules that apply' })).toBeNull()

  refuse = false
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No rules apply' })).toBeInTheDocument()
  expect(screen.getByText(/0 of the 0 rules of VPC/)).toHaveTextContent(
    '0 of the 0 rules of VPC default apply to this instance (0 enabled)',
  )
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a rule’s row offers Copy ID, as in the VPC’s list, and copies the rule’s id', async () => {
  const user = userEvent.setup()
  await renderFor('ingest-worker-1')
  const table = await screen.findByRole('grid', { name: 'Firewall rules that apply' })
  await within(table).findByRole('link', { name: 'allow-https' })
  const { menu, items } = await openRowMenu(user, table, 'allow-https')
  expect(items).toEqual(['Copy ID'])
  const copied = await copyIdFrom(user, menu)
  const rules = await call<{ rules: { id: string; name: string }[] }>(
    'GET',
    '/v1/vpc-firewall-rules?project=atlas-ingest&vpc=default',
  )
  expect(copied).toBe(rules.body.rules.find((r) => r.name === 'allow-https')!.id)
})
