import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { QueryTabs } from './QueryTabs'

// the data router needs the fetch classes (Request) jsdom lacks; the mock API brings them
mockApiForEachTest()

function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="location">{pathname + search}</output>
}

const tabs = [
  { value: 'idps', label: 'Identity providers', content: () => 'the providers' },
  { value: 'ip-pools', label: 'IP pools', content: () => 'the pools' },
  { value: 'quotas', label: 'Quotas', content: () => 'the quotas' },
]

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/silos/:silo/*',
        element: (
          <>
            <QueryTabs label="Silo tabs" path="/silos/maple" tabs={tabs} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
}

it('shows the tab named by ?tab=, the first without one or for an unknown one', () => {
  renderAt('/silos/maple?tab=ip-pools')
  expect(screen.getByRole('tab', { name: 'IP pools' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tabpanel')).toHaveTextContent('the pools')
})

it('falls back to the first tab', () => {
  renderAt('/silos/maple?tab=nope')
  expect(screen.getByRole('tab', { name: 'Identity providers' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  expect(screen.getByRole('tabpanel', { name: 'Identity providers' })).toHaveTextContent(
    'the providers',
  )
  // the default tab's link carries no ?tab=
  expect(screen.getByRole('tab', { name: 'Identity providers' })).toHaveAttribute(
    'href',
    '/silos/maple',
  )
})

it('arrow keys move and select; a pick from a form over the page lands on the page', async () => {
  const user = userEvent.setup()
  renderAt('/silos/maple/idps-new')
  await user.click(screen.getByRole('tab', { name: 'Identity providers' }))
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/silos/maple')
  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
    '/silos/maple?tab=ip-pools',
  )
  expect(screen.getByRole('tabpanel')).toHaveTextContent('the pools')
  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('tabpanel')).toHaveTextContent('the quotas')
})
