import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { call } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { AccessTokensPage } from './AccessTokensPage'

// Ada's two seeded device tokens: one deleted, then all.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

mockApiForEachTest({ seed: true })

afterEach(() => {
  act(() => {
    clearConfirmAction()
    clearToasts()
  })
})

const tokenIds = async () =>
  (await call<{ items: { id: string }[] }>('GET', '/v1/me/access-tokens')).body.items.map(
    (t) => t.id,
  )

function renderPage() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <AccessTokensPage />
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

test('a token is deleted after a confirm, then all the others at once', async () => {
  const user = userEvent.setup()
  const [first, second] = await tokenIds()
  renderPage()
  const grid = await screen.findByRole('grid', { name: 'Access tokens' })
  await within(grid).findByText(first!)
  await user.click(within(grid).getByRole('button', { name: `Row actions for ${first}` }))
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  )
  expect(await screen.findByText('Access token deleted')).toBeInTheDocument()
  // the list's refetch first: asking the API meanwhile would let its answer land outside act
  await waitFor(() => expect(within(grid).queryByText(first!)).toBeNull())
  expect(await tokenIds()).toEqual([second])

  await user.click(await screen.findByRole('button', { name: 'Delete all' }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete all access tokens' })
  expect(dialog).toHaveTextContent('one of your 1 tokens')
  await user.click(within(dialog).getByRole('button', { name: 'Delete all' }))
  expect(await screen.findByText('1 access token deleted')).toBeInTheDocument()
  expect(await screen.findByText('No access tokens')).toBeInTheDocument()
  expect(await tokenIds()).toEqual([])
})
