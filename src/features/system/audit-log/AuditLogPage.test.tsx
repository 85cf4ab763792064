import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call, login } from '~test/mirage/testing'
import { renderApp } from '~test/renderApp'
import { api } from '~/api/api'
import { store } from '~/app/store'

// The audit log over the seeded fleet through the app's route table, as Ada (a fleet admin): the
// seed's week (a custom window: tests keep the seed's times), the filter, the CSV download, and
// what the mock logs of her own requests, which Activity on the instance's page opens. Noor, no
// fleet viewer, is refused the page as every System page.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })
const mock = mockApiForEachTest({ seed: true })

const SEEDED_WEEK =
  '/system/audit-log?range=custom&start=2025-05-05T09%3A00%3A00.000Z&end=2025-05-12T09%3A30%3A00.000Z'

const saved: { name: string; text: Promise<string> }[] = []
let blob: Blob | undefined
beforeAll(() => {
  window.scrollTo = () => {} // jsdom has no layout to restore a scroll in
  // jsdom has no object URLs; the download is handed to an <a download> whose file we keep
  URL.createObjectURL = (b: Blob | MediaSource) => {
    if (b instanceof Blob) blob = b
    return 'blob:audit'
  }
  URL.revokeObjectURL = () => undefined
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const file = blob
    if (!file) return
    // jsdom's Blob has no text(); its FileReader reads one
    const text = new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.readAsText(file)
    })
    saved.push({ name: this.download, text })
  }
})
beforeEach(() => {
  store.dispatch(api.util.resetApiState())
  saved.length = 0
})

test('the seeded week: entries in words, filtered by actor and result, shown ones saved as CSV', async () => {
  const user = userEvent.setup()
  renderApp(SEEDED_WEEK)
  const grid = await screen.findByRole('grid', { name: 'Audit log' })
  // a user of the silo by name, linking to their page; the operation in words over its id
  const kofi = await within(grid).findAllByRole('link', { name: 'Kofi Mensah' })
  expect(kofi[0]).toHaveAttribute('href', expect.stringMatching(/^\/users\//))
  expect(within(grid).getAllByText('Built-in user').length).toBeGreaterThan(0)
  expect(within(grid).getAllByText('Sign in (password)')).toHaveLength(3)
  expect(within(grid).getByText('400 InvalidRequest: instance is not stopped')).toBeInTheDocument()
  expect(screen.getByText('20 entries on this page, newest first')).toBeInTheDocument()

  await user.type(screen.getByRole('textbox', { name: 'Actor' }), 'kofi')
  expect(
    await screen.findByText('2 of 20 entries on this page match the filter'),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('combobox', { name: 'Result' }))
  await user.click(await screen.findByRole('option', { name: 'Failed' }))
  expect(
    await screen.findByText('1 of 20 entries on this page match the filter'),
  ).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Download CSV' }))
  expect(saved.map((s) => s.name)).toEqual(['audit-log-2025-05-05T09:00.csv'])
  const csv = await saved[0]!.text
  expect(csv.trim().split('\r\n')).toHaveLength(2)
  expect(csv).toContain('Kofi Mensah')
  expect(csv).toContain('instance_start')
})

test('what Ada does is logged, and Activity on the instance opens the log filtered to it', async () => {
  const user = userEvent.setup()
  // one request by name, as the CLI sends it; the console addresses the instance by id
  await call('POST', '/v1/instances/ingest-worker-1/stop?project=atlas-ingest')
  await call('POST', '/v1/instances/ingest-worker-2/stop?project=atlas-ingest')
  renderApp('/projects/atlas-ingest/instances/ingest-worker-1')
  await user.click(await screen.findByRole('button', { name: 'Instance actions' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Activity' }))

  const grid = await screen.findByRole('grid', { name: 'Audit log' })
  expect(await within(grid).findByText('Stop instance')).toBeInTheDocument()
  expect(within(grid).getByText('instance ingest-worker-1 (atlas-ingest)')).toBeInTheDocument()
  expect(within(grid).queryByText('instance ingest-worker-2 (atlas-ingest)')).toBeNull()
  // the instance by id (as the console addresses it) and by name (as the CLI does)
  expect(screen.getByRole('textbox', { name: 'Resource' })).toHaveValue(
    'instance:5eed0401-0000-4000-8000-000000000001 instance:atlas-ingest/ingest-worker-1',
  )
  // the entry as the API gives it: who, with which credential, and how it ended
  const row = within(grid).getByText('Stop instance').closest('[role="row"]') as HTMLElement
  // named once the silo's users are in
  expect(await within(row).findByRole('link', { name: 'Ada Okafor' })).toBeInTheDocument()
  expect(within(row).getByText('Console session')).toBeInTheDocument()
  expect(within(row).getByText('OK')).toBeInTheDocument()
  expect(mock.sent('GET', '/v1/system/audit-log').length).toBeGreaterThan(0)
})

test('a user who is not a fleet viewer is refused the page, and sees Activity disabled', async () => {
  const user = userEvent.setup()
  await login('lena', 'just looking')
  const router = renderApp('/system/audit-log')
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  await act(() => router.navigate('/projects/atlas-ingest/instances/ingest-worker-1'))
  await user.click(await screen.findByRole('button', { name: 'Instance actions' }))
  const activity = await screen.findByRole('menuitem', { name: 'Activity' })
  await waitFor(() => expect(activity).toHaveAttribute('aria-disabled', 'true'))
  expect(activity).toHaveAccessibleDescription('The audit log is for fleet viewers')
})
