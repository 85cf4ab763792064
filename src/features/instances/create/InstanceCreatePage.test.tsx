import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { WRITE_TIMED_OUT, WRITE_TIMEOUT_MS } from '~/api/baseQuery'
import { createTestStore } from '~/api/endpoints/testing'
import { clearToasts, Toaster } from '~/components'
import { InstanceCreatePage } from './InstanceCreatePage'

// The long create page in jsdom with the seeded fleet: seconds on a busy machine.
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })

beforeAll(() => {
  window.scrollTo = () => {} // jsdom has no layout
})
afterEach(() => clearToasts())

const LIST = '/projects/atlas-ingest/instances'

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: '/projects/:project/instances', element: <h1>Instances</h1> },
          { path: '/projects/:project/instances-new', element: <InstanceCreatePage /> },
          { path: '/projects/:project/instances/:instance', element: <h1>Instance page</h1> },
        ],
      },
    ],
    { initialEntries: [LIST, `${LIST}-new`], initialIndex: 1 },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return router
}

const nameField = () => screen.findByRole('textbox', { name: /^Name/ })
const form = () => screen.getByRole('form', { name: 'Create instance' })
const creates = () => mock.sent('POST', '/v1/instances')

/** A name and the first image: all a create needs. Pasted: each key re-renders the whole form. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await nameField())
  await user.paste(name)
  const picker = await screen.findByRole('combobox', { name: /^Image/ })
  const [, first] = within(picker).getAllByRole('option')
  await user.selectOptions(picker, first!)
}

type Held = { method: string; url: string }
type Answering = {
  handleResponse: (request: Held, strategy: unknown, answer: () => void) => void
}
/** Pretender answers each request through this method; its types leave it out. */
const answersThroughHandleResponse = (pretender: object): pretender is Answering =>
  'handleResponse' in pretender && typeof pretender.handleResponse === 'function'

/**
 * The mock makes each instance at once, but its answer waits for `release` (or never comes): a
 * create on its way for as long as the test needs.
 */
function holdCreates() {
  const { pretender } = mock.server()
  if (!answersThroughHandleResponse(pretender)) throw new Error('pretender changed its insides')
  const answer = pretender.handleResponse.bind(pretender)
  const held: (() => void)[] = []
  pretender.handleResponse = (request, strategy, respond) => {
    if (request.method === 'POST' && request.url.startsWith('/v1/instances'))
      held.push(() => answer(request, strategy, respond))
    else answer(request, strategy, respond)
  }
  return {
    held: () => held.length,
    release: () => {
      pretender.handleResponse = answer
      held.splice(0).forEach((respond) => respond())
    },
  }
}

test('with no image to boot from, Create goes to the boot source and the summary at the top says why', async () => {
  const user = userEvent.setup()
  mock.server().get('/v1/images', () => ({ items: [], next_page: null }))
  renderPage()
  await user.click(await nameField())
  await user.paste('no-image')
  await screen.findByText(/^No images are available to this project/)
  await user.click(screen.getByRole('button', { name: 'Create instance' }))

  // the choice that fixes it has the focus, and says why
  const fromImage = screen.getByRole('radio', { name: 'New disk from an image' })
  await waitFor(() => expect(fromImage).toHaveFocus())
  const bootFrom = screen.getByRole('radiogroup', { name: 'Boot from' })
  expect(bootFrom).toHaveAccessibleDescription(
    /^No images are available to this project\..* Image is required$/,
  )
  // the summary heads the form, above its first section, and links to the same place
  const summary = screen.getByRole('region', { name: 'Error' })
  const firstSection = screen.getByRole('region', { name: 'Instance' })
  expect(summary.compareDocumentPosition(firstSection)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  await user.click(screen.getByRole('textbox', { name: 'Description' }))
  await user.click(within(summary).getByRole('link', { name: 'Image is required' }))
  expect(fromImage).toHaveFocus()
  expect(mock.requests().filter((r) => r.method === 'POST')).toEqual([])
})

test('after Create, Back goes to the page before the form, not to an emptied form', async () => {
  const user = userEvent.setup()
  const router = renderPage()
  await fillIn(user, 'back-test')
  await user.click(screen.getByRole('button', { name: 'Create instance' }))
  expect(await screen.findByRole('heading', { name: 'Instance page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(`${LIST}/back-test`)

  await act(() => router.navigate(-1))
  expect(router.state.location.pathname).toBe(LIST)
})

// Issue 43 §3: creates that hang, are cancelled or are sent twice.

describe('a create whose answer does not come', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('says so after the time limit, keeps the input and links the list', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const hold = holdCreates()
    renderPage()
    await fillIn(user, 'slow-one')
    await user.click(screen.getByRole('button', { name: 'Create instance' }))
    await waitFor(() => expect(hold.held()).toBe(1))

    await act(() => jest.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS))
    expect(await within(form()).findByText(WRITE_TIMED_OUT)).toBeVisible()
    expect(await nameField()).toHaveValue('slow-one')
    // checked in a new tab, so what was typed here stays for a second try
    const link = within(form()).getByRole('link', { name: 'Open the list in a new tab' })
    expect(link).toHaveAttribute('href', LIST)
    expect(link).toHaveAttribute('target', '_blank')
  })
})

test('cancelled while the create is on its way: the user stays on the list, the toast links the instance', async () => {
  const user = userEvent.setup()
  const hold = holdCreates()
  const router = renderPage()
  await fillIn(user, 'left-behind')
  await user.click(screen.getByRole('button', { name: 'Create instance' }))
  await waitFor(() => expect(hold.held()).toBe(1))
  await user.click(screen.getByRole('link', { name: 'Cancel' }))
  expect(await screen.findByRole('heading', { name: 'Instances' })).toBeVisible()

  act(() => hold.release())
  expect(await screen.findByText('Instance left-behind created')).toBeVisible()
  expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', `${LIST}/left-behind`)
  expect(router.state.location.pathname).toBe(LIST)
  expect(screen.queryByRole('heading', { name: 'Instance page' })).not.toBeInTheDocument()
})

test('two submits in the same task send one create', async () => {
  const user = userEvent.setup()
  const hold = holdCreates()
  renderPage()
  await fillIn(user, 'only-once')
  act(() => {
    fireEvent.submit(form())
    fireEvent.submit(form())
  })
  await waitFor(() => expect(hold.held()).toBe(1))
  act(() => hold.release())
  expect(await screen.findByRole('heading', { name: 'Instance page' })).toBeVisible()
  expect(creates()).toHaveLength(1)
})

test('an ephemeral IP of each version: the default version first, both sent when picked', async () => {
  const user = userEvent.setup()
  renderPage()
  await fillIn(user, 'both-ips')
  const version = await screen.findByRole('combobox', { name: /^IP version/ })
  // prairie has a default pool of each version: the API needs one named, IPv4 first
  await waitFor(() => expect(version).toHaveValue('v4'))
  await user.selectOptions(version, 'both')
  expect(screen.queryByRole('combobox', { name: /^Pool/ })).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Create instance' }))
  expect(await screen.findByRole('heading', { name: 'Instance page' })).toBeInTheDocument()
  expect(creates()[0]!.body).toMatchObject({
    external_ips: [
      { type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v4' } },
      { type: 'ephemeral', pool_selector: { type: 'auto', ip_version: 'v6' } },
    ],
  })
})
