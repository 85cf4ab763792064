import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~mirage/testServer'
import { processRequestBody } from '~/api/casing'
import { createTestStore } from '~/api/endpoints/testing'
import type { ExternalIp, Instance, InstanceState } from '~/api/generated/types'
import { GiB } from '~/util/format'
import { ConnectTab } from './ConnectTab'

// MUI dialogs are slow in jsdom on a busy machine; the default 5 s is about speed, not behaviour.
jest.setTimeout(30_000)

const instance = (runState: InstanceState): Instance => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'web-1',
  description: '',
  hostname: 'web-1',
  projectId: '00000000-0000-4000-8000-999999999999',
  ncpus: 2,
  memory: 8 * GiB,
  runState,
  autoRestartEnabled: false,
  timeCreated: new Date(0),
  timeModified: new Date(0),
  timeRunStateUpdated: new Date(0),
})

const ephemeral: ExternalIp = {
  kind: 'ephemeral',
  ip: '172.20.0.7',
  ipPoolId: '00000000-0000-4000-8000-000000000002',
}

const mock = mockApiForEachTest()

/** The mock answers this instance and its external IPs (on the wire: snake_case). */
function serve(served: Instance, ips: ExternalIp[]) {
  mock.server().get('/v1/instances/web-1', () => processRequestBody(served) as object)
  mock
    .server()
    .get('/v1/instances/web-1/external-ips', () => processRequestBody({ items: ips }) as object)
}

function renderTab() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects/atlas/instances/web-1/connect']}>
        <Routes>
          <Route path="/projects/:project/instances/:instance/connect" element={<ConnectTab />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

test('a running instance links to its serial console and shows ssh hints for its external IPs', async () => {
  serve(instance('running'), [ephemeral])
  renderTab()
  expect(await screen.findByRole('link', { name: 'Connect' })).toHaveAttribute(
    'href',
    '/projects/atlas/instances/web-1/serial-console',
  )
  const ssh = screen.getByRole('region', { name: 'SSH' })
  expect(await within(ssh).findByText('ssh user@172.20.0.7')).toBeInTheDocument()
})

test('a stopped instance cannot connect, and says which states can', async () => {
  serve(instance('stopped'), [])
  renderTab()
  const connect = await screen.findByRole('button', { name: 'Connect' })
  expect(connect).toBeDisabled()
  expect(connect).toHaveAccessibleDescription(
    'Only a running, rebooting, migrating or repairing instance has a serial console',
  )
  expect(screen.queryByRole('link', { name: 'Connect' })).not.toBeInTheDocument()
  expect(await screen.findByText(/has no external IP address/)).toBeInTheDocument()
})

test('the CLI command modal shows the command for this project and instance', async () => {
  serve(instance('stopped'), [])
  renderTab()
  await userEvent.click(await screen.findByRole('button', { name: 'CLI command' }))
  const dialog = await screen.findByRole('dialog', { name: 'CLI command' })
  expect(
    within(dialog).getByText('oxide instance serial console --project atlas --instance web-1'),
  ).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: 'Copy command' })).toBeInTheDocument()
})
