import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { menuItemTexts } from '~test/rowMenu'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { BgpPeersPage, formatDuration } from './BgpPeersPage'
import { errorResponse } from '~mirage/util/errors'

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true })
afterEach(() =>
  act(() => {
    clearConfirmAction()
    clearToasts()
  }),
)

test('time in state reads as its two largest units', () => {
  expect(formatDuration(0)).toBe('0s')
  expect(formatDuration(65_000)).toBe('1m 5s')
  expect(formatDuration((3 * 86_400 + 4 * 3600 + 59) * 1000)).toBe('3d 4h')
})

const renderPeers = () =>
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <ConfirmActionModal />
        <Toaster />
        <BgpPeersPage />
      </MemoryRouter>
    </Provider>,
  )

test('a peer’s BFD is toggled through a confirm that says what changes', async () => {
  const user = userEvent.setup()
  renderPeers()
  const grid = await screen.findByRole('grid', { name: 'BGP peers' }, { timeout: 20_000 })
  const first = (await within(grid).findAllByRole('row')).find((r) =>
    within(r).queryByText('Established'),
  )!
  const action = within(first).getByRole('button', { name: /Row actions/ })
  await user.click(action)
  const toggle = await screen.findByRole('menuitem', { name: /(Enable|Disable) BFD/ })
  // a session is not a resource with an id: its menu has no Copy ID
  expect(menuItemTexts(screen.getByRole('menu'))).toEqual([toggle.textContent])
  const enabling = toggle.textContent?.startsWith('Enable')
  await user.click(toggle)
  const dialog = await screen.findByRole('dialog', {
    name: enabling ? 'Enable BFD' : 'Disable BFD',
  })
  expect(dialog).toHaveTextContent(
    enabling ? 'declaring the link down after 3 missed' : 'hold timer',
  )
  await user.click(
    within(dialog).getByRole('button', { name: enabling ? 'Enable BFD' : 'Disable BFD' }),
  )
  await waitFor(() =>
    expect(
      mock.requests().filter((r) => r.method === 'POST' && r.url.includes('/bfd-')),
    ).toHaveLength(1),
  )
  expect(await screen.findByText(/^BFD with .* (enabled|disabled)$/)).toBeVisible()
})

test('a BGP status that cannot be read says why; Retry asks again', async () => {
  let refuse = true
  mock
    .server()
    .get('/v1/system/networking/bgp-status', () =>
      refuse ? errorResponse(503, 'ServiceUnavailable', 'status is resting') : [],
    )
  const user = userEvent.setup()
  renderPeers()
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 })
  expect(alert).toHaveTextContent('Could not load the BGP status: Status is resting')
  expect(screen.queryByRole('grid', { name: 'BGP peers' })).toBeNull()

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'No BGP peers' })).toBeVisible()
  expect(screen.queryByRole('alert')).toBeNull()
})
