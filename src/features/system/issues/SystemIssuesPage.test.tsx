import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import IssueCount from './IssueCount'
import { SystemIssuesPage } from './SystemIssuesPage'
import { errorResponse } from '~mirage/util/errors'

// System › Issues over the incident scenario (mirage/sim/scenarios/incident.ts), where every kind of
// fleet problem the API can show is present at once.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true, scenario: 'incident' })

function renderPage() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <SystemIssuesPage />
        <nav aria-label="System navigation">
          <IssueCount />
        </nav>
      </MemoryRouter>
    </Provider>,
  )
}

/** Each issue's card, by its heading, with its severity and where it is dealt with. */
const EXPECTED: [title: string, severity: string, link: string, to: string][] = [
  ['1 silo at a quota', 'critical', 'View quotas', '/system/silos/prairie?tab=quotas'],
  ['1 IP pool full', 'critical', 'View IP pool', '/system/networking/ip-pools/default'],
  ['Update needs Oxide support', 'critical', 'View update', '/system/update'],
  ['1 BGP peer not established', 'critical', 'View BGP peers', '/system/networking/bgp/peers'],
  ['1 switch link down', 'critical', 'View switches', '/system/inventory/switches'],
  ['1 sled expunged', 'warning', 'View sled', '/system/inventory/sleds/'],
  ['1 sled not taking new instances', 'warning', 'View sled', '/system/inventory/sleds/'],
  ['1 support bundle failed', 'warning', 'View support bundle', '/system/support-bundles/'],
  ['Automatic update suspended', 'warning', 'View update', '/system/update'],
]

test('the incident’s problems, each with its count, severity and where to deal with it', async () => {
  renderPage()
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Needs attention: 5 critical issues and 5 warnings.',
    ),
  )
  const list = screen.getByRole('list', { name: 'Issues' })
  for (const [title, severity, link, to] of EXPECTED) {
    const card = within(list).getByRole('listitem', { name: title })
    expect(within(card).getByText(severity)).toBeVisible()
    expect(within(card).getByRole('link', { name: link }).getAttribute('href')).toContain(to)
  }
  const disks = within(list).getByRole('listitem', { name: /physical disks? not in service/ })
  expect(within(disks).getByRole('link', { name: 'View physical disks' })).toBeVisible()
  // critical first
  const headings = within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent)
  expect(headings.slice(0, 5).sort()).toEqual(
    EXPECTED.slice(0, 5)
      .map(([t]) => t)
      .sort(),
  )
  // what each says comes from the fleet: the silo's quota, the sled that did not answer
  expect(within(list).getByText(/prairie \(/)).toBeVisible()
  expect(within(list).getByText(/sled agent on BRM42220012 did not respond/)).toBeVisible()
  expect(screen.queryByText('No issues')).not.toBeInTheDocument()
  // the sidebar's count, once every source has answered
  const nav = screen.getByRole('navigation', { name: 'System navigation' })
  expect(
    await within(nav).findByRole('img', { name: '5 critical issues and 5 warnings' }),
  ).toHaveTextContent('10')
})

test('a source that fails is said on its own; the others still show; never "no issues"', async () => {
  let refuse = true
  mock.server().get('/v1/system/networking/bgp-status', () =>
    refuse
      ? errorResponse(500, 'Internal', 'BGP daemon unreachable')
      : [
          {
            addr: '172.20.15.17',
            local_asn: 65000,
            remote_asn: 64700,
            peer_id: '172.20.15.17',
            state: 'active',
            state_duration_millis: 60_000,
            switch: 'switch1',
          },
        ],
  )
  const user = userEvent.setup()
  renderPage()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load the BGP status: ')
  const list = await screen.findByRole('list', { name: 'Issues' })
  expect(await within(list).findByRole('listitem', { name: '1 IP pool full' })).toBeVisible()
  expect(screen.getByRole('status')).toHaveTextContent(
    'Needs attention: 4 critical issues and 5 warnings.',
  )
  expect(within(list).queryByRole('listitem', { name: /BGP/ })).not.toBeInTheDocument()
  expect(screen.queryByText('No issues')).not.toBeInTheDocument()
  // the sidebar's count is a floor, and says why
  expect(
    screen.getByRole('img', {
      name: '4 critical issues and 5 warnings; 1 source could not be checked',
    }),
  ).toHaveTextContent('9+')

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('5 critical issues and 5 warnings'),
  )
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(screen.getByText(/172\.20\.15\.17 on switch1 \(active\)/)).toBeVisible()
  expect(screen.getByRole('img', { name: '5 critical issues and 5 warnings' })).toHaveTextContent(
    '10',
  )
})

test('"No issues" only when every source answered and none has a problem', async () => {
  const empty = { items: [], next_page: null }
  for (const path of [
    '/v1/system/hardware/disks',
    '/v1/system/hardware/sleds',
    '/v1/system/utilization/silos',
    '/v1/system/ip-pools',
    '/v1/system/support-bundles',
    '/v1/system/hardware/switch-port',
  ]) {
    mock.server().get(path, () => empty)
  }
  mock.server().get('/v1/system/networking/bgp-status', () => [])
  mock.server().get('/v1/system/update/status', () => ({
    components_by_release_version: { '15.0.0': 40 },
    contact_support: false,
    suspended: false,
    target_release: null,
    time_last_step_planned: '2025-05-12T09:30:00.000Z',
  }))
  renderPage()
  expect(await screen.findByRole('heading', { name: 'No issues' })).toBeVisible()
  expect(screen.getByText('Nothing in the fleet needs attention.')).toBeVisible()
  expect(screen.queryByRole('img', { name: /issue|warning/ })).not.toBeInTheDocument()
})
