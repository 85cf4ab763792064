import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call, login } from '~test/mirage/testing'
import { answeredCount, createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { FleetAccessPage } from './FleetAccessPage'
import { ProjectAccessPage } from './ProjectAccessPage'
import { SiloAccessPage } from './SiloAccessPage'
import { errorResponse } from '~mirage/util/errors'

// The access pages on the seeded mock, signed in as Ada (silo admin; in platform-team and
// on-call): the table, the role form, removal and its extra question, a group's members.

// MUI, the lazily loaded grid and a real (mock) network in jsdom on a busy machine
jest.setTimeout(60_000)
// each save is two round trips and a re-render of the grid: more than findBy's second when busy
configure({ asyncUtilTimeout: 10_000 })

const mock = mockApiForEachTest({ seed: true })

// the confirm dialog and the toasts are app-wide stores: nothing carries over to the next test
afterEach(() => {
  act(() => {
    clearConfirmAction()
    clearToasts()
  })
})

type Assignment = { identity_id: string; identity_type: string; role_name: string }
type Policy = { role_assignments: Assignment[] }

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/access" element={<SiloAccessPage />} />
          <Route path="/projects/:project/access" element={<ProjectAccessPage />} />
        </Routes>
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

function renderFleet() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/system/access']}>
        <Routes>
          <Route path="/system/access" element={<FleetAccessPage />} />
        </Routes>
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

async function table(name: string) {
  const grid = await screen.findByRole('grid', { name }, { timeout: 20_000 })
  // a data row: the header row is there while the rows load
  await within(grid).findAllByRole('gridcell', undefined, { timeout: 20_000 })
  return grid
}

/** Each data row's cells as text, in order. */
const rowsOf = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('gridcell')
        .map((c) => c.textContent?.trim())
        .filter((t) => t !== ''),
    )

const puts = (path: string) =>
  mock.requests().filter((r) => r.method === 'PUT' && r.url.startsWith(path))

async function rowAction(user: ReturnType<typeof userEvent.setup>, row: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Row actions for ${row}` }))
  await user.click(await screen.findByRole('menuitem', { name: action }))
}

test('the silo table: users before groups, then by name, each with its kind and role', async () => {
  renderAt('/access')
  const grid = await table('Silo roles')
  await waitFor(() =>
    expect(rowsOf(grid)).toEqual([
      ['Ada Okafor', 'User', 'admin'],
      ['Lena Fischer', 'User', 'viewer'],
      ['auditors', 'Group', 'viewer'],
      ['platform-team', 'Group', 'collaborator'],
    ]),
  )
})

test('add role: the picker offers only unassigned identities; bad input sends nothing', async () => {
  const user = userEvent.setup()
  renderAt('/access')
  await table('Silo roles')
  await user.click(screen.getByRole('button', { name: 'Add role' }))
  const form = await screen.findByRole('dialog', { name: 'Add role' })
  const picker = within(form).getByRole('combobox', { name: /^User or group/ })
  const offered = within(picker)
    .getAllByRole('option')
    .map((o) => o.textContent)
  expect(offered).toEqual([
    'Select a user or group',
    'Kofi Mensah',
    'Mei Tanaka',
    'Noor Haddad',
    'Ravi Iyer',
    'Sanna Berg',
    'Tomás Reyes',
    'contractors',
    'on-call',
  ])

  await user.click(within(form).getByRole('button', { name: 'Add role' }))
  expect(await within(form).findAllByText('User or group is required')).not.toHaveLength(0)
  expect(puts('/v1/policy')).toEqual([])

  await user.selectOptions(picker, 'Noor Haddad')
  await user.click(within(form).getByRole('radio', { name: 'collaborator' }))
  await user.click(within(form).getByRole('button', { name: 'Add role' }))
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add role' })).toBeNull())
  expect(
    await screen.findByText('Noor Haddad now has the collaborator role on the silo prairie'),
  ).toBeInTheDocument()
  const body = puts('/v1/policy')[0]?.body as Policy
  // the others as they were, and Noor
  expect(body.role_assignments).toHaveLength(5)
  expect(body.role_assignments.at(-1)).toMatchObject({
    identity_type: 'silo_user',
    role_name: 'collaborator',
  })
})

test('a silo role may be limited collaborator, ranked between collaborator and viewer', async () => {
  const user = userEvent.setup()
  renderAt('/access')
  await table('Silo roles')
  await user.click(screen.getByRole('button', { name: 'Add role' }))
  const form = await screen.findByRole('dialog', { name: 'Add role' })
  expect(
    within(form)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['admin', 'collaborator', 'limited_collaborator', 'viewer'])
  await user.selectOptions(
    within(form).getByRole('combobox', { name: /^User or group/ }),
    'Noor Haddad',
  )
  await user.click(within(form).getByRole('radio', { name: 'limited collaborator' }))
  await user.click(within(form).getByRole('button', { name: 'Add role' }))
  expect(
    await screen.findByText(
      'Noor Haddad now has the limited collaborator role on the silo prairie',
    ),
  ).toBeInTheDocument()
  expect((puts('/v1/policy')[0]?.body as Policy).role_assignments.at(-1)).toMatchObject({
    identity_type: 'silo_user',
    role_name: 'limited_collaborator',
  })
})

test('saving reads the policy fresh, so a change made meanwhile by someone else survives', async () => {
  const user = userEvent.setup()
  renderAt('/access')
  await table('Silo roles')
  // someone else gives the contractors a role after the page loaded
  const current = (await call<Policy>('GET', '/v1/policy')).body
  const groups = await call<{ items: { id: string; display_name: string }[] }>('GET', '/v1/groups')
  const contractors = groups.body.items.find((g) => g.display_name === 'contractors')!.id
  const theirs = { identity_id: contractors, identity_type: 'silo_group', role_name: 'viewer' }
  await call('PUT', '/v1/policy', {
    json: { role_assignments: [...current.role_assignments, theirs] },
  })

  await rowAction(user, 'Lena Fischer', 'Change role')
  const form = await screen.findByRole('dialog', { name: 'Change role' })
  await user.click(within(form).getByRole('radio', { name: 'admin' }))
  await user.click(within(form).getByRole('button', { name: 'Change role' }))
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change role' })).toBeNull())

  const sent = puts('/v1/policy').at(-1)?.body as Policy
  expect(sent.role_assignments).toContainEqual(theirs)
  expect(sent.role_assignments.filter((a) => a.role_name === 'admin')).toHaveLength(2)
  const methods = mock.requests().map((r) => `${r.method} ${r.url.split('?')[0]}`)
  const put = methods.lastIndexOf('PUT /v1/policy')
  expect(methods.slice(0, put).lastIndexOf('GET /v1/policy')).toBeGreaterThan(
    methods.indexOf('GET /v1/policy'),
  )
})

test('a server error shows in the form and keeps the choice', async () => {
  const user = userEvent.setup()
  mock.server().put('/v1/policy', () => {
    return errorResponse(500, 'InternalError', 'policy store unavailable')
  })
  renderAt('/access')
  await table('Silo roles')
  await rowAction(user, 'platform-team', 'Change role')
  const form = await screen.findByRole('dialog', { name: 'Change role' })
  await user.click(within(form).getByRole('radio', { name: 'viewer' }))
  await user.click(within(form).getByRole('button', { name: 'Change role' }))
  expect(await within(form).findByText('Policy store unavailable')).toBeInTheDocument()
  expect(within(form).getByRole('radio', { name: 'viewer' })).toBeChecked()
})

test('removing my own last admin role asks a second time, naming what I lose', async () => {
  const user = userEvent.setup()
  renderAt('/access')
  await table('Silo roles')
  await rowAction(user, 'Ada Okafor', 'Remove')
  const first = await screen.findByRole('dialog', { name: 'Remove role' })
  expect(first).toHaveTextContent(
    'Are you sure you want to remove the admin role of Ada Okafor on the silo prairie?',
  )
  await user.click(within(first).getByRole('button', { name: 'Remove' }))
  const second = await screen.findByRole('dialog', { name: 'Remove your own admin role?' })
  expect(second).toHaveTextContent(
    'This is your last admin role on the silo prairie. Without it you can no longer change who has access to the silo, your own role included; only another admin can give it back.',
  )
  expect(puts('/v1/policy')).toEqual([])
  await user.click(within(second).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(puts('/v1/policy')).toEqual([])

  // someone else's row: one question
  await rowAction(user, 'Lena Fischer', 'Remove')
  const dialog = await screen.findByRole('dialog', { name: 'Remove role' })
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
  expect(await screen.findByText('Role of Lena Fischer removed')).toBeInTheDocument()
  const sent = puts('/v1/policy')[0]?.body as Policy
  expect(sent.role_assignments.map((a) => a.role_name)).toEqual(['admin', 'collaborator', 'viewer'])
})

test('the rows wait for who I am, so removing my own last admin role always asks twice', async () => {
  // /v1/me/groups answers last here: until it does, no row can be known to be my own last admin
  const myGroups = (await call('GET', '/v1/me/groups')).body
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  mock.server().get('/v1/me/groups', async () => {
    await held
    return myGroups
  })
  const store = createTestStore()
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/access']}>
        <Routes>
          <Route path="/access" element={<SiloAccessPage />} />
        </Routes>
        <ConfirmActionModal />
      </MemoryRouter>
    </Provider>,
  )
  const answered = (endpoint: string) => answeredCount(store, endpoint) > 0
  await waitFor(() => expect(answered('policyView') && answered('currentUserView')).toBe(true))
  const grid = screen.getByRole('grid', { name: 'Silo roles' })
  expect(within(grid).queryAllByRole('gridcell')).toEqual([])

  act(release)
  const user = userEvent.setup()
  await table('Silo roles')
  await rowAction(user, 'Ada Okafor', 'Remove')
  const first = await screen.findByRole('dialog', { name: 'Remove role' })
  await user.click(within(first).getByRole('button', { name: 'Remove' }))
  expect(
    await screen.findByRole('dialog', { name: 'Remove your own admin role?' }),
  ).toHaveTextContent('This is your last admin role on the silo prairie.')
  expect(puts('/v1/policy')).toEqual([])
})

test('lowering my own last admin role asks first; the form stays until it is done', async () => {
  const user = userEvent.setup()
  renderAt('/access')
  await table('Silo roles')
  await rowAction(user, 'Ada Okafor', 'Change role')
  const form = await screen.findByRole('dialog', { name: 'Change role' })
  await user.click(within(form).getByRole('radio', { name: 'collaborator' }))
  await user.click(within(form).getByRole('button', { name: 'Change role' }))
  const ask = await screen.findByRole('dialog', { name: 'Give up your admin role?' })
  expect(ask).toHaveTextContent('This is your last admin role on the silo prairie.')
  expect(ask).toHaveTextContent('You would be a collaborator.')
  expect(screen.getByRole('dialog', { name: 'Change role', hidden: true })).toBeInTheDocument()
  expect(puts('/v1/policy')).toEqual([])
  await user.click(within(ask).getByRole('button', { name: 'Change my role' }))
  expect(
    await screen.findByText('Ada Okafor now has the collaborator role on the silo prairie'),
  ).toBeInTheDocument()
  // the form, hidden from assistive tech under the question, is gone too
  expect(screen.queryByRole('dialog', { name: 'Change role', hidden: true })).toBeNull()
  const sent = puts('/v1/policy')[0]?.body as Policy
  expect(sent.role_assignments.filter((a) => a.role_name === 'admin')).toEqual([])
})

test("a group's members are one click away", async () => {
  const user = userEvent.setup()
  renderAt('/access')
  const grid = await table('Silo roles')
  await user.click(await within(grid).findByRole('button', { name: 'platform-team' }))
  const modal = await screen.findByRole('dialog', { name: 'Members of platform-team' })
  const list = await within(modal).findByRole('list', { name: 'Users' })
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Ada Okafor', 'Kofi Mensah', 'Tomás Reyes'])
})

test('the project table adds the silo role and the effective role', async () => {
  renderAt('/projects/atlas-ingest/access')
  const grid = await table('Project roles')
  await waitFor(() =>
    expect(rowsOf(grid)).toEqual([
      ['Ada Okafor', 'User', '—', 'admin', 'admin'],
      ['Lena Fischer', 'User', 'collaborator', 'viewer', 'collaborator'],
      ['auditors', 'Group', '—', 'viewer', 'viewer'],
      ['platform-team', 'Group', 'viewer', 'collaborator', 'collaborator'],
    ]),
  )
})

test('a user who is not an admin sees the role controls disabled with the reason', async () => {
  // Mei: silo viewer (through auditors); Ravi: admin of payments-prod only
  expect((await login('mei', 'read only')).status).toBe(204)
  renderAt('/access')
  const grid = await table('Silo roles')
  const add = screen.getByRole('button', { name: 'Add role' })
  expect(add).toHaveAttribute('aria-disabled', 'true')
  // The silo's name comes with /v1/me, which may answer after the table: the reason names it then
  await waitFor(() =>
    expect(add).toHaveAccessibleDescription(
      'Only a silo admin can change roles on the silo prairie',
    ),
  )
  await userEvent.click(add)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await userEvent.click(within(grid).getAllByRole('button', { name: /actions/i })[0]!)
  const change = await screen.findByRole('menuitem', { name: /Change role/ })
  expect(change).toHaveAttribute('aria-disabled', 'true')
  expect(mock.requests().filter((r) => r.method === 'PUT')).toEqual([])
})

test('a project admin may change the project roles but not the silo ones', async () => {
  expect((await login('ravi', 'night shift')).status).toBe(204)
  renderAt('/projects/payments-prod/access')
  await table('Project roles')
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Add role' })).not.toHaveAttribute('aria-disabled'),
  )
})

test('fleet roles: a fleet admin grants one and the whole system policy is saved', async () => {
  const user = userEvent.setup()
  renderFleet()
  const grid = await table('Fleet roles')
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Add role' })).not.toHaveAttribute('aria-disabled'),
  )
  await user.click(screen.getByRole('button', { name: 'Add role' }))
  const form = await screen.findByRole('dialog', { name: 'Add role' })
  await user.selectOptions(
    within(form).getByRole('combobox', { name: /^User or group/ }),
    'Noor Haddad',
  )
  // the fleet's roles have no limited collaborator
  expect(
    within(form)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['admin', 'collaborator', 'viewer'])
  await user.click(within(form).getByRole('radio', { name: 'viewer' }))
  await user.click(within(form).getByRole('button', { name: 'Add role' }))
  expect(
    await screen.findByText('Noor Haddad now has the viewer role on the fleet'),
  ).toBeInTheDocument()
  await within(grid).findByRole('gridcell', { name: 'Noor Haddad' })
  expect((puts('/v1/system/policy')[0]?.body as Policy).role_assignments.at(-1)).toMatchObject({
    identity_type: 'silo_user',
    role_name: 'viewer',
  })
})

test('a fleet viewer who is not a fleet admin cannot change fleet roles', async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  renderFleet()
  await table('Fleet roles')
  // once the fleet role is known (the system policy, and the silo's mapping of silo roles)
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Add role' })).toHaveAccessibleDescription(
      'Only a fleet admin can change roles on the fleet',
    ),
  )
})
