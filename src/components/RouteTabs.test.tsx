import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { RouteTabs } from './RouteTabs'

// the data router needs the fetch classes (Request) jsdom lacks; the mock API brings them
mockApiForEachTest()

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>
}

const tabs = [
  { label: 'Subnets', to: '/vpc/subnets' },
  { label: 'Routers', to: '/vpc/routers' },
  { label: 'Gateways', to: '/vpc/gateways' },
]

/** The tabs' pages; the gateways page loads only when the test lets it. */
function renderTabs(at: string) {
  let release = () => {}
  const gatewaysLoaded = new Promise<null>((resolve) => (release = () => resolve(null)))
  const router = createMemoryRouter(
    [
      {
        path: '/vpc',
        element: (
          <>
            <RouteTabs label="VPC tabs" tabs={tabs} />
            <Where />
          </>
        ),
        children: [
          { path: 'subnets', element: 'the subnets' },
          { path: 'routers', element: 'the routers' },
          { path: 'gateways', element: 'the gateways', loader: () => gatewaysLoaded },
        ],
      },
    ],
    { initialEntries: [at] },
  )
  render(<RouterProvider router={router} />)
  return { releaseGateways: () => act(release) }
}

const tab = (name: string) => screen.getByRole('tab', { name })

it('the arrow keys move between tabs and open the one focused', async () => {
  const user = userEvent.setup()
  const { releaseGateways } = renderTabs('/vpc/subnets')
  expect(tab('Subnets')).toHaveAttribute('aria-selected', 'true')
  act(() => tab('Subnets').focus())
  await user.keyboard('{ArrowRight}')
  expect(await screen.findByText('the routers')).toBeVisible()
  expect(tab('Routers')).toHaveAttribute('aria-selected', 'true')
  await user.keyboard('{ArrowRight}')
  releaseGateways()
  expect(await screen.findByText('the gateways')).toBeVisible()
  expect(screen.getByLabelText('location')).toHaveTextContent('/vpc/gateways')
})

it('a key pressed while the next tab loads is acted on: the tab being opened shows selected', async () => {
  const user = userEvent.setup()
  const { releaseGateways } = renderTabs('/vpc/routers')
  act(() => tab('Routers').focus())
  await user.keyboard('{ArrowRight}')
  // the gateways page is still loading, and its tab is already the selected one
  expect(tab('Gateways')).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByText('the routers')).toBeVisible()
  // back before it has loaded: the routers tab opens (it did not, when it still showed selected)
  await user.keyboard('{ArrowLeft}')
  expect(tab('Routers')).toHaveFocus()
  releaseGateways()
  expect(screen.getByLabelText('location')).toHaveTextContent('/vpc/routers')
  expect(tab('Routers')).toHaveAttribute('aria-selected', 'true')
  expect(screen.queryByText('the gateways')).toBeNull()
})
