import { screen, waitFor, within } from '@testing-library/react'
import { contextOf } from '~mirage/context'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { renderApp } from '~test/renderApp'
import { login } from '~test/mirage/testing'
import { api } from '~/api/api'
import { store } from './store'

// Issue 43 §1 through the app's own routes, on a mock whose every enum value is one the console
// does not know (mock-unknown-values): a rack newer than the console. Each page shows the values
// as sent, offers nothing that depends on them, and works otherwise; none is an error page.

// the whole route table and the grid in jsdom: seconds on a busy machine
jest.setTimeout(60_000)
const mock = mockApiForEachTest({ seed: true })

beforeAll(() => {
  window.scrollTo = () => {} // jsdom has no layout to restore a scroll in
})
beforeEach(async () => {
  store.dispatch(api.util.resetApiState())
  await login('ada', 'correct horse')
  contextOf(mock.server()).unknownValues = true
})

const noErrorPage = () =>
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument()

const grid = (name: string) => screen.findByRole('grid', { name }, { timeout: 30_000 })

test('the instances list shows each unknown state as sent, in a neutral badge', async () => {
  renderApp('/projects/atlas-ingest/instances')
  const table = await grid('Instances')
  const link = await within(table).findByRole('link', { name: 'ingest-worker-1' })
  const row = within(link.closest<HTMLElement>('[role="row"]')!)
  const badge = row.getByText('future running')
  expect(badge).toHaveAttribute('data-color', 'neutral')
  expect(badge).toHaveAttribute('title', 'Unknown state')
  noErrorPage()
})

test('an instance page in an unknown state: its header actions are disabled with the reason', async () => {
  renderApp('/projects/atlas-ingest/instances/ingest-worker-1/storage')
  expect(
    await screen.findByRole('heading', { name: 'ingest-worker-1' }, { timeout: 30_000 }),
  ).toBeVisible()
  const stop = await screen.findByRole('button', { name: 'Stop' })
  await waitFor(() =>
    expect(stop).toHaveAccessibleDescription('This console does not know the state future running'),
  )
  expect(stop).toHaveAttribute('aria-disabled', 'true')
  noErrorPage()
})

test('the disks list shows its disks, each in the state it was sent', async () => {
  renderApp('/projects/atlas-ingest/disks')
  const disks = await grid('Disks')
  expect((await within(disks).findAllByRole('link')).length).toBeGreaterThan(0)
  const badges = within(disks).getAllByText(/^future /)
  expect(badges.length).toBeGreaterThan(0)
  for (const badge of badges) expect(badge).toHaveAttribute('title', 'Unknown state')
  noErrorPage()
})

test('a VPC’s firewall rules show unknown targets and protocols as sent', async () => {
  renderApp('/projects/atlas-ingest/vpcs/default/firewall-rules')
  const rules = await grid('Firewall rules')
  expect(await within(rules).findByText('allow-https')).toBeVisible()
  expect(within(rules).getAllByText(/future_/).length).toBeGreaterThan(0)
  expect(within(rules).queryByText(/undefined/)).not.toBeInTheDocument()
  noErrorPage()
})
