import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Response } from 'miragejs'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { menuItemTexts } from '~test/rowMenu'
import { login } from '~test/mirage/testing'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { ConfirmActionModal } from '~/components/confirm/ConfirmActionModal'
import { clearConfirmAction } from '~/components/confirm/confirmStore'
import { clearToasts } from '~/components/toast/toastStore'
import { SupportBundlePage } from './SupportBundlePage'
import { SupportBundlesPage } from './SupportBundlesPage'
import { errorResponse } from '~mirage/util/errors'

// Support bundles on the seeded fleet (active, failed, destroying, collecting), as Ada (fleet
// admin) and as Mei (fleet viewer).

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
const ACTIVE = '5eedf109-0000-4000-8000-000000000002'

const saved: string[] = []
beforeAll(() => {
  // jsdom has no object URLs; the download is handed to an <a download> whose name we keep
  URL.createObjectURL = () => 'blob:bundle'
  URL.revokeObjectURL = () => undefined
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download)
  }
})

afterEach(() => {
  saved.length = 0
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
          <Route path="/system/support-bundles" element={<SupportBundlesPage />} />
          <Route path="/system/support-bundles/:bundleId" element={<SupportBundlePage />} />
        </Routes>
        <ConfirmActionModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

test('the list shows each bundle with its state and reason; collect asks first', async () => {
  const user = userEvent.setup()
  renderAt('/system/support-bundles')
  const grid = await screen.findByRole('grid', { name: 'Support bundles' })
  expect(
    await within(grid).findByText(
      'Created by external API (failed: sled agent on BRM42220012 did not respond)',
    ),
  ).toBeInTheDocument()
  expect(within(grid).getByText('Sled BRM42220036 rebooted unexpectedly')).toBeInTheDocument()
  const collect = screen.getByRole('button', { name: 'Collect bundle' })
  await waitFor(() => expect(collect).not.toHaveAttribute('aria-disabled'))
  await user.click(collect)
  const dialog = await screen.findByRole('dialog', { name: 'Collect a support bundle' })
  await user.click(within(dialog).getByRole('button', { name: 'Collect' }))
  // lands on the new bundle, being collected
  expect(await screen.findByText(/still being collected/)).toBeInTheDocument()
  const posted = mock
    .requests()
    .filter((r) => r.method === 'POST' && r.url.includes('support-bundles'))
  expect(posted.map((r) => r.url)).toEqual(['/v1/system/support-bundles'])
  expect(posted[0]?.body).toEqual({})
})

test('a fleet admin notes on a bundle what it is for; the note shows in the list', async () => {
  const user = userEvent.setup()
  renderAt(`/system/support-bundles/${ACTIVE}`)
  await screen.findByRole('grid', { name: 'Files' })
  const edit = screen.getByRole('button', { name: 'Edit comment' })
  await waitFor(() => expect(edit).not.toHaveAttribute('aria-disabled'))
  await user.click(edit)
  const form = await screen.findByRole('dialog', { name: 'Edit comment' })
  await user.type(within(form).getByRole('textbox', { name: 'Comment' }), '  case 4711 ')
  await user.click(within(form).getByRole('button', { name: 'Save comment' }))
  expect(await screen.findByText('Support bundle comment saved')).toBeInTheDocument()
  expect(await screen.findByText('case 4711')).toBeInTheDocument()
  const put = mock.requests().filter((r) => r.method === 'PUT')
  expect(put.map((r) => [r.url, r.body])).toEqual([
    [`/v1/system/support-bundles/${ACTIVE}`, { user_comment: 'case 4711' }],
  ])
})

test('the mock refuses a comment that is not text, as the API does', async () => {
  const res = await fetch(`/v1/system/support-bundles/${ACTIVE}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_comment: 4711 }),
  })
  expect(res.status).toBe(400)
})

test("a bundle's page lists its files; one downloads with its name, as does the whole", async () => {
  const user = userEvent.setup()
  renderAt(`/system/support-bundles/${ACTIVE}`)
  const files = await screen.findByRole('grid', { name: 'Files' })
  await within(files).findByText('rack/inventory.json')
  // the filter over them, with their count
  expect(screen.getByRole('textbox', { name: 'Filter' })).toBeInTheDocument()
  expect(screen.getByText('4 files')).toBeInTheDocument()
  await user.click(
    within(files).getByRole('button', { name: /Row actions for rack\/inventory.json/ }),
  )
  // a file is named by its path: its menu has no Copy ID
  const menu = await screen.findByRole('menu')
  expect(menuItemTexts(menu)).toEqual(['Download'])
  await user.click(within(menu).getByRole('menuitem', { name: 'Download' }))
  expect(await screen.findByText(`Downloaded ${ACTIVE}-rack_inventory.json`)).toBeInTheDocument()
  expect(saved).toEqual([`${ACTIVE}-rack_inventory.json`])
  await user.click(screen.getByRole('button', { name: 'Download bundle' }))
  await waitFor(() => expect(saved).toContain(`support-bundle-${ACTIVE}.zip`))
})

test("a bundle's files that could not be read say why; Retry lists them", async () => {
  let refuse = true
  mock
    .server()
    .get('/v1/system/support-bundles/:bundleId/index', () =>
      refuse
        ? errorResponse(503, 'ServiceUnavailable', 'index is resting')
        : new Response(200, { 'Content-Type': 'text/plain; charset=utf-8' }, 'late/notes.txt\n'),
    )
  const user = userEvent.setup()
  renderAt(`/system/support-bundles/${ACTIVE}`)
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load the files: Index is resting')
  expect(screen.queryByRole('grid', { name: 'Files' })).toBeNull()

  refuse = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  const files = await screen.findByRole('grid', { name: 'Files' })
  expect(await within(files).findByText('late/notes.txt')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a fleet viewer may download but not collect or delete', async () => {
  expect((await login('mei', 'read only')).status).toBe(204)
  renderAt(`/system/support-bundles/${ACTIVE}`)
  await screen.findByRole('grid', { name: 'Files' })
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'Only a fleet admin can delete a support bundle',
    ),
  )
  expect(screen.getByRole('button', { name: 'Edit comment' })).toHaveAccessibleDescription(
    "Only a fleet admin can edit a support bundle's comment",
  )
  expect(screen.getByRole('button', { name: 'Download bundle' })).not.toHaveAttribute(
    'aria-disabled',
  )
})
