import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { renderApp } from '~test/renderApp'
import { api } from '~/api/api'
import { forgetListPlaces } from '~/components'
import { store } from '../store'

// A breadcrumb or a sidebar link back to a list lands where the user left it (its page, sort and
// filter), as Back does; a list never moved is linked plainly.

jest.setTimeout(60_000)
mockApiForEachTest({ seed: true })

beforeAll(() => {
  window.scrollTo = () => {}
})
beforeEach(() => {
  store.dispatch(api.util.resetApiState())
  forgetListPlaces()
})

const LIST = '/projects/build-farm/instances'

test('from an instance, the Instances crumb and sidebar link return to the page and sort left', async () => {
  const user = userEvent.setup()
  const router = renderApp(`${LIST}?sort=-name`)
  const table = await screen.findByRole('grid', { name: 'Instances' }, { timeout: 20_000 })
  await within(table).findByRole('link', { name: 'builder-26' }, { timeout: 15_000 })
  await user.click(screen.getByRole('button', { name: 'Go to next page' }))
  await waitFor(() => expect(router.state.location.search).toMatch(/token=/), { timeout: 15_000 })
  const place = router.state.location.search

  await act(() => router.navigate(`${LIST}/builder-01`))
  const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' }, { timeout: 15_000 })
  await waitFor(() =>
    expect(within(crumbs).getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'href',
      `${LIST}${place}`,
    ),
  )
  const sidebar = screen.getByRole('navigation', { name: 'Project navigation' })
  expect(within(sidebar).getByRole('link', { name: 'Instances' })).toHaveAttribute(
    'href',
    `${LIST}${place}`,
  )
  // a list the user never moved in is linked as it is
  expect(within(sidebar).getByRole('link', { name: 'Disks' })).toHaveAttribute(
    'href',
    '/projects/build-farm/disks',
  )

  await user.click(within(crumbs).getByRole('link', { name: 'Instances' }))
  await waitFor(() => expect(router.state.location.search).toBe(place))
  expect(
    await within(
      await screen.findByRole('grid', { name: 'Instances' }, { timeout: 15_000 }),
    ).findByRole('link', { name: 'builder-01' }, { timeout: 15_000 }),
  ).toBeVisible()
})

test('back at its start, the list is linked plainly again', async () => {
  const router = renderApp('/projects?q=billing')
  await screen.findByRole('grid', { name: 'Projects' }, { timeout: 20_000 })
  const sidebar = screen.getByRole('navigation', { name: 'Silo navigation' })
  await waitFor(() =>
    expect(within(sidebar).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/projects?q=billing',
    ),
  )
  await act(() => router.navigate('/projects'))
  await waitFor(() =>
    expect(within(sidebar).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/projects',
    ),
  )
})
