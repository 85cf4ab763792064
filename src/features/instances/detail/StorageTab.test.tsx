import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { contextOf } from '~mirage/context'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { copyIdFrom, openRowMenu } from '~test/rowMenu'
import { call } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { GiB } from '~/util/format'
import { ConfirmActionHost } from '~/components'
import { StorageTab } from './StorageTab'
import { errorResponse } from '~mirage/util/errors'

// The storage tab of the seeded, stopped ingest-worker-3 (atlas-ingest), its states frozen: its
// boot disk ingest-worker-3-boot, ingest-data-2 detaching and ingest-data-3 attaching (so the
// tab polls the instance's disks every second), and the spare disk attached to it here.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 10_000 })

const mock = mockApiForEachTest({ seed: true })
const DISKS = '/v1/instances/ingest-worker-3/disks'

function attachSpare(name = 'ingest-spare') {
  const { schema } = contextOf(mock.server())
  const instance = schema.findBy('instance', { name: 'ingest-worker-3' })!
  schema.findBy('disk', { name })!.update({
    state: 'attached',
    instanceId: instance.id,
  })
}

const rowNames = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('data-field') === 'name')
    .map((cell) => cell.textContent)

function renderTab() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects/atlas-ingest/instances/ingest-worker-3/storage']}>
        <Routes>
          <Route path="/projects/:project/instances/:instance/storage" element={<StorageTab />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

test('setting another disk as the boot disk moves the old one to Other disks, and it stays', async () => {
  attachSpare()
  const user = userEvent.setup()
  renderTab()
  // the grid is loaded lazily: its first load is slow on a busy machine
  const boot = await screen.findByRole('grid', { name: 'Boot disk' }, { timeout: 30_000 })
  const other = screen.getByRole('grid', { name: 'Other disks' })
  await waitFor(() => expect(rowNames(boot)).toEqual(['ingest-worker-3-boot']))
  await waitFor(() =>
    expect(rowNames(other)).toEqual(['ingest-data-2', 'ingest-data-3', 'ingest-spare']),
  )

  await user.click(screen.getByRole('button', { name: 'Row actions for ingest-spare' }))
  await user.click(screen.getByRole('menuitem', { name: 'Set as boot disk' }))
  await waitFor(() => expect(rowNames(boot)).toEqual(['ingest-spare']))

  // The disk list asked after the change has answered once its next poll is sent: the old boot
  // disk is still attached to the instance, so it is in that list and stays on screen.
  const listedAfterPut = () =>
    mock
      .requests()
      .slice(mock.requests().findIndex((r) => r.method === 'PUT'))
      .filter((r) => r.method === 'GET' && r.url.startsWith(DISKS))
  await waitFor(() => expect(listedAfterPut().length).toBeGreaterThanOrEqual(2))
  expect(rowNames(other)).toEqual(['ingest-data-2', 'ingest-data-3', 'ingest-worker-3-boot'])
})

test('disks that could not be loaded say why once; Retry asks again', async () => {
  let refuse = true
  mock
    .server()
    .get(DISKS, () =>
      refuse
        ? errorResponse(503, 'ServiceUnavailable', 'disks are resting')
        : { items: [], next_page: null },
    )
  const user = userEvent.setup()
  renderTab()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load the disks: Disks are resting')
  // one answer for both tables: one alert, and neither table
  expect(screen.getAllByRole('alert')).toHaveLength(1)
  expect(screen.queryByRole('grid', { name: 'Boot disk' })).toBeNull()
  expect(screen.queryByRole('grid', { name: 'Other disks' })).toBeNull()

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No boot disk' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'No other disks' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a disk’s menu offers Copy ID, before Detach, and says Copied', async () => {
  const { schema } = contextOf(mock.server())
  const id = schema.findBy('disk', { name: 'ingest-worker-3-boot' })!.id
  const user = userEvent.setup()
  renderTab()
  const boot = await screen.findByRole('grid', { name: 'Boot disk' }, { timeout: 30_000 })
  await within(boot).findByRole('gridcell', { name: 'ingest-worker-3-boot' })
  const { menu, items } = await openRowMenu(user, document.body, 'ingest-worker-3-boot')
  expect(items).toEqual(['Unset as boot disk', 'Snapshot', 'Copy ID', 'Detach'])
  const copied = await copyIdFrom(user, menu)
  expect(copied).toBe(id)
})

test('after Detach the focus moves to the row before, not to the page body', async () => {
  attachSpare()
  const user = userEvent.setup()
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects/atlas-ingest/instances/ingest-worker-3/storage']}>
        <Routes>
          <Route path="/projects/:project/instances/:instance/storage" element={<StorageTab />} />
        </Routes>
      </MemoryRouter>
      <ConfirmActionHost />
    </Provider>,
  )
  const other = await screen.findByRole('grid', { name: 'Other disks' }, { timeout: 30_000 })
  await within(other).findByRole('gridcell', { name: 'ingest-spare' })
  const { menu } = await openRowMenu(user, other, 'ingest-spare')
  await user.click(within(menu).getByRole('menuitem', { name: 'Detach' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm detach' })
  await user.click(within(dialog).getByRole('button', { name: 'Detach' }))

  // the last row goes once its detach settles: the focus goes to the row above it
  await waitFor(() => expect(rowNames(other)).not.toContain('ingest-spare'))
  await waitFor(() =>
    expect(
      within(other).getByRole('button', { name: 'Row actions for ingest-data-3' }),
    ).toHaveFocus(),
  )
})

test('a 63-character disk name is cut to fit, and shown whole on hover or focus', async () => {
  const long = `data-${'x'.repeat(55)}-ok`
  const { schema } = contextOf(mock.server())
  schema.findBy('disk', { name: 'ingest-spare' })!.update({ name: long })
  attachSpare(long)
  const user = userEvent.setup()
  renderTab()
  const other = await screen.findByRole('grid', { name: 'Other disks' }, { timeout: 30_000 })
  const name = await within(other).findByText(long)
  // the column takes the room the others leave, its text ending in an ellipsis
  expect(name.closest('.ConsoleCell-content')).toBeInTheDocument()

  await user.hover(name)
  expect(await screen.findByRole('tooltip')).toHaveTextContent(long)
  await user.unhover(name)
  await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())

  name.focus()
  expect(await screen.findByRole('tooltip')).toHaveTextContent(long)
})

test('Create disk refused by the silo’s storage quota says at the size what is left', async () => {
  const usage = (await call<{ provisioned: { storage: number } }>('GET', '/v1/utilization')).body
  const { schema } = contextOf(mock.server())
  const silo = schema.findBy('silo', { name: 'prairie' })!
  schema.find('siloQuotaSet', silo.id)!.update({ storage: usage.provisioned.storage + 5 * GiB })
  const user = userEvent.setup()
  renderTab()
  await screen.findByRole('grid', { name: 'Other disks' }, { timeout: 30_000 })
  await user.click(screen.getByRole('button', { name: 'Create disk' }))
  const form = await screen.findByRole('dialog', { name: 'Create disk' })
  await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'scratch')
  const size = within(form).getByRole('spinbutton', { name: /^Size/ })
  await user.clear(size)
  await user.type(size, '10')
  await user.click(within(form).getByRole('button', { name: 'Create disk' }))
  await waitFor(() =>
    expect(size).toHaveAccessibleDescription(
      expect.stringMatching(
        /^Insufficient Capacity: Not enough storage .* Storage quota: 5 GiB left of /,
      ),
    ),
  )
})
