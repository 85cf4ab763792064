import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { clearToasts } from '~/components/toast/toastStore'
import { FirewallRuleCreateForm, FirewallRuleEditForm } from './FirewallRuleForms'
import { errorResponse } from '~mirage/util/errors'

// MUI drawers and a real (mock) network in jsdom on a busy machine: 5 s is about speed.
jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true })
afterEach(() => clearToasts())

const RULES = '/v1/vpc-firewall-rules?project=atlas-ingest&vpc=default'
type WireRule = { name: string; priority: number; [key: string]: unknown }

/** A field's text in one paste: the keys are not what these tests are about. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

const rulesNow = async () => (await call<{ rules: WireRule[] }>('GET', RULES)).body.rules
const puts = () => mock.requests().filter((r) => r.method === 'PUT')

function renderAt(path: string) {
  const base = '/projects/:project/vpcs/:vpc'
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${base}/firewall-rules/:rule/edit`} element={<FirewallRuleEditForm />} />
          <Route path={`${base}/firewall-rules-new/:rule?`} element={<FirewallRuleCreateForm />} />
          <Route path={`${base}/firewall-rules`} element={<h1>the rules</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

test('saving an edit changes that rule in the list as the server has it now', async () => {
  const user = userEvent.setup({ delay: null })
  renderAt('/projects/atlas-ingest/vpcs/default/firewall-rules/allow-https/edit')
  const form = await screen.findByRole(
    'dialog',
    { name: 'Edit firewall rule' },
    { timeout: 20_000 },
  )
  const priority = await screen.findByRole('spinbutton', { name: /^Priority/ })
  expect(priority).toHaveValue(100)

  // meanwhile, someone else changes another rule of the VPC (the form goes on rendering what
  // it had asked for while the test waits on the API: in act)
  const before = await act(rulesNow)
  const elsewhere = before.map(
    ({ id: _id, vpc_id: _v, time_created: _c, time_modified: _m, ...r }) =>
      r.name === 'allow-ssh' ? { ...r, priority: 10 } : r,
  )
  expect((await act(() => call('PUT', RULES, { json: { rules: elsewhere } }))).status).toBe(200)

  await user.clear(priority)
  await user.type(priority, '150')
  await user.click(screen.getByRole('button', { name: 'Update rule' }))
  expect(
    await screen.findByRole('heading', { name: 'the rules' }, { timeout: 20_000 }),
  ).toBeVisible()
  expect(form).not.toBeInTheDocument()

  // the form read the list again before its PUT: the other change stands
  const after = await rulesNow()
  expect(after.find((r) => r.name === 'allow-ssh')?.priority).toBe(10)
  expect(after.find((r) => r.name === 'allow-https')?.priority).toBe(150)
  expect(after).toHaveLength(before.length)
  const body = puts().at(-1)?.body as { rules: WireRule[] }
  expect(body.rules.find((r) => r.name === 'allow-ssh')?.priority).toBe(10)
})

test('a name clash keeps the form open with the input, and sends nothing', async () => {
  const user = userEvent.setup({ delay: null })
  renderAt('/projects/atlas-ingest/vpcs/default/firewall-rules-new/allow-https')
  await screen.findByRole(
    'dialog',
    { name: 'Clone firewall rule allow-https' },
    { timeout: 20_000 },
  )
  const name = screen.getByRole('textbox', { name: /^Name/ })
  // the clone's suggested name is new; every field comes from the rule
  expect((name as HTMLInputElement).value).toMatch(/^allow-https-[0-9a-f]{6}$/)
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Public HTTPS to every instance',
  )
  expect(screen.getByRole('list', { name: 'Ports' })).toHaveTextContent('443')

  await user.clear(name)
  await fill(user, name, 'allow-ssh')
  await user.click(screen.getByRole('button', { name: 'Add rule' }))
  expect(await screen.findByText('Firewall rule name already exists')).toBeVisible()
  expect(name).toHaveValue('allow-ssh')
  await waitFor(() => expect(puts()).toEqual([]))
})

test('a port over 65535 is refused at the chip with its reason, and nothing is added', async () => {
  const user = userEvent.setup({ delay: null })
  renderAt('/projects/atlas-ingest/vpcs/default/firewall-rules-new')
  await screen.findByRole('dialog', { name: 'Add firewall rule' }, { timeout: 20_000 })
  const port = screen.getByRole('textbox', { name: 'Port range' })
  const add = screen.getByRole('button', { name: 'Add port range' })

  await fill(user, port, '70000')
  await user.click(add)
  expect(port).toHaveAccessibleDescription('Port must be between 1 and 65535')
  expect(screen.queryByRole('list', { name: 'Ports' })).not.toBeInTheDocument()

  await user.clear(port)
  await fill(user, port, '9102-9100')
  await user.keyboard('{Enter}')
  expect(port).toHaveAccessibleDescription('The second port must not be less than the first')

  await user.clear(port)
  await fill(user, port, '9100-9102')
  await user.keyboard('{Enter}')
  expect(screen.getByRole('list', { name: 'Ports' })).toHaveTextContent('9100-9102')
  expect(port).toHaveValue('')
})

test('a refusal naming a port is said at the ports, not as an index in a banner', async () => {
  const user = userEvent.setup({ delay: null })
  mock
    .server()
    .put('/v1/vpc-firewall-rules', () =>
      errorResponse(
        400,
        'InvalidValue',
        'unable to parse JSON body: rules[9].filters.ports[0]: invalid port range "9100"',
      ),
    )
  renderAt('/projects/atlas-ingest/vpcs/default/firewall-rules-new')
  await screen.findByRole('dialog', { name: 'Add firewall rule' }, { timeout: 20_000 })
  await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'allow-metrics')
  const targets = screen.getByRole('group', { name: 'Targets' })
  const vpc = within(targets).getByRole('combobox', { name: /^VPC name/ })
  await waitFor(() =>
    expect(within(vpc).getByRole('option', { name: 'default' })).toBeInTheDocument(),
  )
  await user.selectOptions(vpc, 'default')
  await user.click(within(targets).getByRole('button', { name: 'Add target' }))
  await fill(user, screen.getByRole('textbox', { name: 'Port range' }), '9100')
  await user.keyboard('{Enter}')
  await user.click(screen.getByRole('button', { name: 'Add rule' }))

  expect(await screen.findByText('Invalid port range "9100"')).toBeVisible()
  expect(screen.queryByText(/Rules\[9\]/)).not.toBeInTheDocument()
  expect(screen.queryByText('Error')).not.toBeInTheDocument()
})

test('a new rule goes after the existing ones, and the field says where they stand', async () => {
  renderAt('/projects/atlas-ingest/vpcs/default/firewall-rules-new')
  await screen.findByRole('dialog', { name: 'Add firewall rule' }, { timeout: 20_000 })
  const highest = Math.max(...(await rulesNow()).map((r) => r.priority))
  const priority = screen.getByRole('spinbutton', { name: /^Priority/ })
  expect(priority).toHaveValue(Math.min(Math.floor(highest / 10) * 10 + 10, 65535))
  expect(priority).toHaveAccessibleDescription(/lowest number up; the first that matches decides/)
  expect(priority).toHaveAccessibleDescription(new RegExp(`to ${highest}\\.$`))
})
