import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { sledSeedId } from '~mirage/sim/scenarios/hardware'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { login } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { ProbeCreateForm } from './ProbeCreateForm'
import { ProbePage } from './ProbePage'
import { ProbesPage } from './ProbesPage'

// atlas-ingest's seeded probe uplink-check; Ada is a silo admin (so may create), Mei a viewer.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(() => {
  act(() => {
    clearConfirmAction()
    clearToasts()
  })
})

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<ProbesPage />}>
            <Route path="/projects/:project/probes" element={null} />
            <Route path="/projects/:project/probes-new" element={<ProbeCreateForm />} />
          </Route>
          <Route path="/projects/:project/probes/:probe" element={<ProbePage />} />
        </Routes>
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

test('a probe is created on a sled; a missing sled sends nothing', async () => {
  const user = userEvent.setup()
  renderAt('/projects/atlas-ingest/probes-new')
  const form = await screen.findByRole('dialog', { name: 'New probe' })
  await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'edge-check')
  await user.click(within(form).getByRole('button', { name: 'Create probe' }))
  expect(await within(form).findAllByText('Sled is required')).not.toHaveLength(0)
  expect(mock.requests().filter((r) => r.method === 'POST')).toEqual([])
  // Ada is a fleet viewer: the sleds are offered by serial
  const sled = await within(form).findByRole('combobox', { name: /^Sled/ })
  await user.selectOptions(sled, sledSeedId(3))
  await user.click(within(form).getByRole('button', { name: 'Create probe' }))
  expect(await screen.findByText('Probe edge-check created')).toBeInTheDocument()
  const post = mock.requests().find((r) => r.method === 'POST')
  expect(post?.url).toContain('project=atlas-ingest')
  expect(post?.body).toMatchObject({
    name: 'edge-check',
    sled: sledSeedId(3),
    pool_selector: { type: 'auto', ip_version: 'v4' },
  })
})

test("a probe's page shows its interface and external IP; Delete asks and removes it", async () => {
  const user = userEvent.setup()
  renderAt('/projects/atlas-ingest/probes/uplink-check')
  expect(await screen.findByRole('heading', { name: 'uplink-check' })).toBeInTheDocument()
  expect(screen.getByText(/\(ephemeral\)/)).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Interface' })).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled'),
  )
  await user.click(screen.getByRole('button', { name: 'Delete' }))
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  )
  expect(await screen.findByText('Probe uplink-check deleted')).toBeInTheDocument()
})

test('a silo viewer sees the probes but not New probe', async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  renderAt('/projects/atlas-ingest/probes')
  const grid = await screen.findByRole('grid', { name: 'Probes' })
  expect(await within(grid).findByText('uplink-check')).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'New probe' })).toHaveAccessibleDescription(
      'Only a project collaborator or admin can create a probe',
    ),
  )
})
