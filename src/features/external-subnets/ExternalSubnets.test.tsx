import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { openRowMenu } from '~test/rowMenu'
import { createTestStore } from '~/api/endpoints/testing'
import { useProjectChangeGate } from '~/app/roles'
import { ChangeGateContext, Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { ExternalSubnetCreateForm, ExternalSubnetEditForm } from './forms/ExternalSubnetForms'
import { ExternalSubnetsPage } from './list/ExternalSubnetsPage'

// atlas-ingest's seeded external subnets: ingest-edge (attached to ingest-worker-1) and
// ingest-reserve, both from routed-v4 (100.64.0.0/20, /24 to /30). Ada is a silo admin, Mei a
// viewer.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true, freezeStates: true })
afterEach(() =>
  act(() => {
    clearConfirmAction()
    clearToasts()
  }),
)

/** The project's frame gives the list its role gate. */
function ProjectGate({ children }: { children: ReactNode }) {
  const gate = useProjectChangeGate('atlas-ingest')
  return <ChangeGateContext.Provider value={gate}>{children}</ChangeGateContext.Provider>
}

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <ProjectGate>
          <Routes>
            <Route element={<ExternalSubnetsPage />}>
              <Route path="/projects/:project/external-subnets" element={null} />
              <Route
                path="/projects/:project/external-subnets-new"
                element={<ExternalSubnetCreateForm />}
              />
              <Route
                path="/projects/:project/external-subnets/:externalSubnet/edit"
                element={<ExternalSubnetEditForm />}
              />
            </Route>
          </Routes>
          <ConfirmActionModal />
          <Toaster />
        </ProjectGate>
      </MemoryRouter>
    </Provider>,
  )
}

const posts = () => mock.sent('POST', '/v1/external-subnets')

test('the list shows each subnet with its pool and instance; Detach asks, then sends', async () => {
  const user = userEvent.setup()
  renderAt('/projects/atlas-ingest/external-subnets')
  const grid = await screen.findByRole('grid', { name: 'External subnets' }, { timeout: 20_000 })
  expect(await within(grid).findByText('ingest-reserve')).toBeInTheDocument()
  expect(await within(grid).findByRole('link', { name: 'ingest-worker-1' })).toBeInTheDocument()
  expect(within(grid).getAllByText('routed-v4')).toHaveLength(2)

  // an attached subnet cannot be deleted; a detached one cannot be detached
  const reserve = await openRowMenu(user, grid, 'ingest-reserve')
  expect(within(reserve.menu).getByRole('menuitem', { name: 'Detach' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  const edge = await openRowMenu(user, grid, 'ingest-edge')
  expect(within(edge.menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await user.click(within(edge.menu).getByRole('menuitem', { name: 'Detach' }))
  const confirm = await screen.findByRole('dialog', { name: 'Confirm detach' })
  expect(posts()).toEqual([])
  await user.click(within(confirm).getByRole('button', { name: 'Detach' }))
  expect(
    await screen.findByText('External subnet ingest-edge detached from ingest-worker-1'),
  ).toBeInTheDocument()
  expect(posts().map((r) => r.url)).toEqual([expect.stringMatching(/\/detach$/)])
  await waitFor(() =>
    expect(within(grid).queryByRole('link', { name: 'ingest-worker-1' })).toBeNull(),
  )
})

test('Attach offers the project’s instances and names the one it attached to', async () => {
  const user = userEvent.setup()
  renderAt('/projects/atlas-ingest/external-subnets')
  const grid = await screen.findByRole('grid', { name: 'External subnets' }, { timeout: 20_000 })
  const { menu } = await openRowMenu(user, grid, 'ingest-reserve')
  await user.click(within(menu).getByRole('menuitem', { name: 'Attach to instance' }))
  const modal = await screen.findByRole('dialog', { name: 'Attach external subnet' })
  expect(modal).toHaveTextContent('Attach ingest-reserve (')
  const picker = await within(modal).findByRole('combobox', { name: /^Instance/ })
  await user.selectOptions(
    picker,
    await within(picker).findByRole('option', { name: /^ingest-worker-1/ }),
  )
  await user.click(within(modal).getByRole('button', { name: 'Attach' }))
  expect(
    await screen.findByText('External subnet ingest-reserve attached to ingest-worker-1'),
  ).toBeInTheDocument()
  expect(posts().map((r) => r.url)).toEqual([expect.stringMatching(/\/attach$/)])
})

test('a subnet with host bits is refused at the field; one outside the pools keeps the input', async () => {
  const user = userEvent.setup()
  renderAt('/projects/atlas-ingest/external-subnets-new')
  const form = await screen.findByRole(
    'dialog',
    { name: 'Create external subnet' },
    { timeout: 20_000 },
  )
  // pasted: the keys are not what this checks, and each one re-renders the whole form
  await user.click(within(form).getByRole('textbox', { name: /^Name/ }))
  await user.paste('edge')
  await user.click(within(form).getByRole('radio', { name: /A specific subnet/ }))
  const subnet = within(form).getByRole('textbox', { name: /^Subnet/ })
  await user.click(subnet)
  await user.paste('10.1.1.5/24')
  await user.click(within(form).getByRole('button', { name: 'Create external subnet' }))
  await waitFor(() =>
    expect(subnet).toHaveAccessibleDescription(
      '10.1.1.5/24 is not a network address. Did you mean 10.1.1.0/24?',
    ),
  )
  expect(posts()).toEqual([])

  await user.clear(subnet)
  await user.paste('10.1.1.0/24')
  await user.click(within(form).getByRole('button', { name: 'Create external subnet' }))
  const field = () => within(form).getByRole('textbox', { name: /^Subnet/ })
  await waitFor(() =>
    expect(field()).toHaveAccessibleDescription(
      'Subnet 10.1.1.0/24 is not in any subnet pool of the silo',
    ),
  )
  expect(field()).toHaveValue('10.1.1.0/24')
  expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('edge')

  // from the pool instead: the next free /28 of the default pool
  await user.click(within(form).getByRole('radio', { name: /From a subnet pool/ }))
  await user.selectOptions(within(form).getByRole('combobox', { name: /^IP version/ }), 'v4')
  await user.click(within(form).getByRole('button', { name: 'Create external subnet' }))
  expect(await screen.findByText('External subnet edge created')).toBeInTheDocument()
  expect(posts().at(-1)?.body).toEqual({
    name: 'edge',
    description: '',
    allocator: {
      type: 'auto',
      prefix_length: 28,
      pool_selector: { type: 'auto', ip_version: 'v4' },
    },
  })
})

test('a project viewer sees New external subnet and the row actions disabled, with why', async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  const user = userEvent.setup()
  renderAt('/projects/atlas-ingest/external-subnets')
  const grid = await screen.findByRole('grid', { name: 'External subnets' }, { timeout: 20_000 })
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'New external subnet' })).toHaveAccessibleDescription(
      'Only a project collaborator or admin can create external subnets',
    ),
  )
  const { menu } = await openRowMenu(user, grid, 'ingest-reserve')
  expect(within(menu).getByRole('menuitem', { name: /Attach to instance/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})
