import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { processRequestBody } from '~/api/casing'
import { createTestStore } from '~/api/endpoints/testing'
import type { ExternalIp, Instance, InstanceState, SshKey } from '~/api/generated/types'
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
  enableJumboFrames: false,
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

const key: SshKey = {
  id: '00000000-0000-4000-8000-000000000005',
  name: 'work-laptop',
  description: '',
  publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHn0 ada@laptop',
  siloUserId: '00000000-0000-4000-8000-000000000006',
  timeCreated: new Date(0),
  timeModified: new Date(0),
}

/** The mock answers this instance, its external IPs and its SSH keys (on the wire: snake_case). */
function serve(served: Instance, ips: ExternalIp[], keys: SshKey[] = [key]) {
  mock.server().get('/v1/instances/web-1', () => processRequestBody(served) as object)
  mock
    .server()
    .get(
      `/v1/instances/${served.id}/ssh-public-keys`,
      () => processRequestBody({ items: keys }) as object,
    )
  mock
    .server()
    .get(
      `/v1/instances/${served.id}/external-ips`,
      () => processRequestBody({ items: ips }) as object,
    )
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
  expect(within(ssh).getByRole('button', { name: 'Copy ssh user@172.20.0.7' })).toBeVisible()
  expect(ssh).toHaveTextContent(/the user name depends on the instance’s image/)
})

test('booted from an image that names its OS, the ssh line uses its default user', async () => {
  const diskId = '00000000-0000-4000-8000-000000000003'
  const imageId = '00000000-0000-4000-8000-000000000004'
  serve({ ...instance('running'), bootDiskId: diskId }, [ephemeral])
  mock.server().get(`/v1/disks/${diskId}`, () => ({
    id: diskId,
    name: 'web-1-boot',
    description: '',
    device_path: '/mnt/web-1-boot',
    block_size: 4096,
    size: 10 * GiB,
    image_id: imageId,
    project_id: '00000000-0000-4000-8000-999999999999',
    state: { state: 'attached', instance: instance('running').id },
    time_created: new Date(0).toISOString(),
    time_modified: new Date(0).toISOString(),
  }))
  mock.server().get(`/v1/images/${imageId}`, () => ({
    id: imageId,
    name: 'ubuntu-24-04',
    description: '',
    os: 'Ubuntu',
    version: '24.04',
    block_size: 4096,
    size: 2 * GiB,
    time_created: new Date(0).toISOString(),
    time_modified: new Date(0).toISOString(),
  }))
  renderTab()
  const ssh = await screen.findByRole('region', { name: 'SSH' })
  expect(await within(ssh).findByText('ssh ubuntu@172.20.0.7')).toBeInTheDocument()
  expect(ssh).toHaveTextContent('as ubuntu, the default user of its image (Ubuntu 24.04)')
  expect(within(ssh).getByRole('button', { name: 'Copy ssh ubuntu@172.20.0.7' })).toBeVisible()
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

test('with no SSH key added at create, no ssh command: the serial console and a new instance instead', async () => {
  serve(instance('running'), [ephemeral], [])
  renderTab()
  const ssh = await screen.findByRole('region', { name: 'SSH' })
  expect(
    await within(ssh).findByText(
      'No SSH key was added to this instance when it was created, so SSH cannot log in to it.',
    ),
  ).toBeVisible()
  expect(within(ssh).queryByText(/^ssh /)).not.toBeInTheDocument()
  expect(within(ssh).getByRole('link', { name: 'the serial console' })).toHaveAttribute(
    'href',
    '/projects/atlas/instances/web-1/serial-console',
  )
  expect(ssh).toHaveTextContent('cloud-init user data')
  expect(within(ssh).getByRole('link', { name: 'create a new instance' })).toHaveAttribute(
    'href',
    '/projects/atlas/instances-new',
  )
})

test('a stopped instance without a key names the serial console without linking to it', async () => {
  serve(instance('stopped'), [], [])
  renderTab()
  const ssh = await screen.findByRole('region', { name: 'SSH' })
  expect(await within(ssh).findByText(/No SSH key was added/)).toBeVisible()
  expect(within(ssh).queryByRole('link', { name: 'the serial console' })).not.toBeInTheDocument()
  expect(ssh).toHaveTextContent('Log in on the serial console')
})
