import { configure, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { createTestStore } from '~/api/endpoints/testing'
import { JumpToHost } from './JumpToHost'
import type { JumpArea } from './jumpOptions'
import { jumpOpen } from './jumpStore'

jest.setTimeout(30_000)
configure({ asyncUtilTimeout: 10_000 })

const mock = mockApiForEachTest()
afterEach(() => jumpOpen.set(false))

const areas: JumpArea[] = [
  {
    area: 'Project',
    nav: [{ label: 'Instances', to: ({ project }) => `/projects/${project}/instances` }],
  },
]

function renderPage() {
  const { silo } = mock.signIn()
  mock.create('project', { silo, name: 'web' })
  const router = createMemoryRouter(
    [
      {
        path: '/projects/:project/instances',
        element: (
          <>
            <input aria-label="Filter instances" />
            <JumpToHost areas={areas} />
          </>
        ),
      },
    ],
    { initialEntries: ['/projects/web/instances'] },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
}

test('keys typed right after Ctrl+K, before the box is there, land in the box and not on the page', async () => {
  // no pause between keys: all of them arrive before the dialog's chunk has loaded (this is the
  // file's first render of it; once loaded, the lazy dialog mounts at once)
  const user = userEvent.setup({ delay: null })
  renderPage()
  const filter = screen.getByRole('textbox', { name: 'Filter instances' })
  await user.click(filter)
  await user.keyboard('{Control>}k{/Control}instx{Backspace}{Enter}')
  expect(screen.queryByRole('combobox', { name: 'Jump to' })).not.toBeInTheDocument()

  const box = await screen.findByRole('combobox', { name: 'Jump to' })
  expect(box).toHaveValue('inst')
  expect(box).toHaveFocus()
  expect(filter).toHaveValue('')
  // what is typed from here on goes to the box as usual
  await user.keyboard('ances')
  expect(box).toHaveValue('instances')
})
