import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { menuItemTexts } from '~test/rowMenu'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { InstancesPage } from './InstancesPage'
import { errorResponse } from '~mirage/util/errors'

// Selecting rows of a project's instances and acting on them, over the mock fleet: build-farm's
// builder-01 … builder-26, every seventh stopped (builder-07, builder-14, builder-21).

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true })
const sent = (method: string) =>
  mock
    .requests()
    .filter((r) => r.method === method)
    .map((r) => r.url.split('?')[0])

afterEach(() => {
  jest.useRealTimers()
  act(() => {
    clearConfirmAction()
    clearToasts()
  })
})

async function renderInstances() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects/build-farm/instances']}>
        <Routes>
          <Route path="/projects/:project/instances" element={<InstancesPage />} />
        </Routes>
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
  const table = await screen.findByRole('grid', { name: 'Instances' }, { timeout: 20_000 })
  await within(table).findByRole('link', { name: 'builder-01' })
  // each row asks for its external IPs once the rows settle: let the answers land before the
  // test acts, not between its steps (outside act) on a busy machine
  await waitFor(
    () =>
      expect(within(table).queryAllByRole('progressbar', { name: 'Loading external IPs' })).toEqual(
        [],
      ),
    { timeout: 20_000 },
  )
  return table
}

/** An instance's id, asked of the mock API as the page would. */
const idOf = async (name: string) => {
  const response = await fetch(`/v1/instances/${name}?project=build-farm`)
  return ((await response.json()) as { id: string }).id
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('link', { name }).closest<HTMLElement>('[role="row"]')!
const checkboxOf = (table: HTMLElement, name: string) =>
  within(rowOf(table, name)).getByRole('checkbox')
const bar = () => screen.getByRole('group', { name: 'Actions for the selected instances' })

test('the bar names the count and, per action, how many of the selected rows it applies to', async () => {
  const user = userEvent.setup()
  const table = await renderInstances()
  for (const name of ['builder-06', 'builder-07', 'builder-08']) {
    await user.click(checkboxOf(table, name))
  }
  expect(within(bar()).getByRole('status')).toHaveTextContent('3 selected')
  const stop = within(bar()).getByRole('button', { name: 'Stop 2 of 3' })
  expect(stop).toHaveAccessibleDescription('1 is already stopped')
  expect(within(bar()).getByRole('button', { name: 'Start 1 of 3' })).toHaveAccessibleDescription(
    '2 are already running',
  )
  const del = within(bar()).getByRole('button', { name: 'Delete 1 of 3' })
  expect(del).toHaveAccessibleDescription('2 are running')

  // selecting the page: every row of it
  await user.click(within(table).getByRole('checkbox', { name: /select all/i }))
  expect(within(bar()).getByRole('status')).toHaveTextContent('25 selected')
  await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }))
  expect(screen.queryByRole('group', { name: /Actions for the selected/ })).not.toBeInTheDocument()
})

test('Stop confirms with the count and the names, stops only those it applies to, one toast', async () => {
  // The mock's clock stands still (Date only; timers run): 'stopping' settles after a second of
  // its time, which a busy machine could let pass before the row is read.
  jest.useFakeTimers({
    doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'nextTick'],
  })
  const user = userEvent.setup()
  // asked before the page renders: an await after it lets the page's answers land outside act
  const ids = [await idOf('builder-01'), await idOf('builder-02')]
  const table = await renderInstances()
  for (const name of ['builder-01', 'builder-02', 'builder-07']) {
    await user.click(checkboxOf(table, name))
  }
  await user.click(within(bar()).getByRole('button', { name: 'Stop 2 of 3' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm stop' })
  expect(dialog).toHaveTextContent(
    'Are you sure you want to stop 2 instances: builder-01 and builder-02?',
  )
  expect(dialog).toHaveTextContent('Left alone: 1 is already stopped.')
  await user.click(within(dialog).getByRole('button', { name: 'Stop 2' }))

  expect(await screen.findByText('Stopping 2 instances')).toBeInTheDocument()
  expect(
    screen.getByText('Left alone and no longer selected: 1 is already stopped.'),
  ).toBeInTheDocument()
  // the dialog closes (while it fades, the page behind it is hidden from queries by role)
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  // the machine moved them at once; nothing is left to act on, so nothing stays selected (the
  // stopped one kept selected would offer Start and Delete on a row the user left alone)
  expect(within(rowOf(table, 'builder-01')).getByText('stopping')).toBeInTheDocument()
  expect(screen.queryByRole('group', { name: /Actions for the selected/ })).not.toBeInTheDocument()
  expect(checkboxOf(table, 'builder-07')).not.toBeChecked()
  // by id, as the row menu sends them
  expect(sent('POST')).toEqual(ids.map((id) => `/v1/instances/${id}/stop`))
})

test('a row that fails says which and why, and stays selected to retry', async () => {
  const user = userEvent.setup()
  // the bulk action sends by id: only builder-03's stop fails
  mock
    .server()
    .post(`/v1/instances/${await idOf('builder-03')}/stop`, () =>
      errorResponse(503, 'ServiceUnavailable', 'sled agent unreachable'),
    )
  const table = await renderInstances()
  for (const name of ['builder-02', 'builder-03', 'builder-04']) {
    await user.click(checkboxOf(table, name))
  }
  await user.click(within(bar()).getByRole('button', { name: 'Stop' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm stop' })
  await user.click(within(dialog).getByRole('button', { name: 'Stop 3' }))

  const toast = await screen.findByRole('alert')
  expect(toast).toHaveTextContent('Could not stop 1 of 3 instances')
  expect(toast).toHaveTextContent('builder-03: Sled agent unreachable')
  expect(toast).toHaveTextContent('Stopping the other 2. The failed ones stay selected.')
  await waitFor(() => expect(within(bar()).getByRole('status')).toHaveTextContent('1 selected'))
  expect(checkboxOf(table, 'builder-03')).toBeChecked()
  expect(checkboxOf(table, 'builder-02')).not.toBeChecked()
  // its optimistic state was put back; the others are stopping
  expect(within(rowOf(table, 'builder-03')).getByText('running')).toBeInTheDocument()
})

test('Space toggles the focused row', async () => {
  const table = await renderInstances()
  const cell = within(rowOf(table, 'builder-05')).getByRole('gridcell', { name: /4 vCPU/ })
  act(() => cell.focus())
  fireEvent.keyDown(cell, { key: ' ', code: 'Space' })
  await waitFor(() => expect(checkboxOf(table, 'builder-05')).toBeChecked())
  expect(within(bar()).getByRole('status')).toHaveTextContent('1 selected')
  fireEvent.keyDown(cell, { key: ' ', code: 'Space' })
  await waitFor(() => expect(checkboxOf(table, 'builder-05')).not.toBeChecked())
})

test('another page starts with nothing selected', async () => {
  const user = userEvent.setup()
  const table = await renderInstances()
  await user.click(checkboxOf(table, 'builder-01'))
  await user.click(screen.getByRole('button', { name: 'Go to next page' }))
  await within(table).findByRole('link', { name: 'builder-26' })
  expect(screen.queryByRole('group', { name: /Actions for the selected/ })).not.toBeInTheDocument()
})

test('Copy ID in a row’s menu copies the id and says Copied', async () => {
  const user = userEvent.setup()
  const table = await renderInstances()
  await user.click(within(table).getByRole('button', { name: 'Row actions for builder-01' }))
  const menu = await screen.findByRole('menu')
  const item = within(menu).getByRole('menuitem', { name: 'Copy ID' })
  // Delete stays last, Copy ID just before it
  expect(menuItemTexts(menu)).toEqual([
    'Start',
    'Stop',
    'Reboot',
    'Resize',
    'View serial console',
    'Copy ID',
    'Delete',
  ])
  await user.click(item)
  expect(await within(menu).findByRole('menuitem', { name: 'Copied' })).toBeInTheDocument()
  await expect(navigator.clipboard.readText()).resolves.toMatch(/^[0-9a-f-]{36}$/)
})
