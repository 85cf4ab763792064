import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { InstanceCreatePage } from './InstanceCreatePage'

// The long create page in jsdom with the seeded fleet: seconds on a busy machine.
jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })

beforeAll(() => {
  window.scrollTo = () => {} // jsdom has no layout
})

const LIST = '/projects/atlas-ingest/instances'

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/projects/:project/instances', element: <h1>Instances</h1> },
      { path: '/projects/:project/instances-new', element: <InstanceCreatePage /> },
      { path: '/projects/:project/instances/:instance', element: <h1>Instance page</h1> },
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

test('with no image to boot from, Create goes to the boot source and the summary at the top says why', async () => {
  const user = userEvent.setup()
  mock.server().get('/v1/images', () => ({ items: [], next_page: null }))
  renderPage()
  await user.type(await nameField(), 'no-image')
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
  await user.type(await nameField(), 'back-test')
  const picker = await screen.findByRole('combobox', { name: /^Image/ })
  const [, first] = within(picker).getAllByRole('option')
  await user.selectOptions(picker, first!)
  await user.click(screen.getByRole('button', { name: 'Create instance' }))
  expect(await screen.findByRole('heading', { name: 'Instance page' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(`${LIST}/back-test`)

  await act(() => router.navigate(-1))
  expect(router.state.location.pathname).toBe(LIST)
})
