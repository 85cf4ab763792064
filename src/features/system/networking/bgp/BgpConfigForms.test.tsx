import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { errorResponse } from '~mirage/util/errors'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { clearOverlays, renderAtHere } from '~test/renderAtHere'
import { createTestStore } from '~/api/endpoints/testing'
import { Toaster } from '~/components'
import { NUMBER_MESSAGES } from '../numbers'
import { BgpConfigCreateForm, BgpConfigEditForm } from './BgpConfigCreateForm'
import { BgpConfigsPage } from './BgpConfigsPage'

// The seeded BGP configuration as65000 over the announce set as65000-announce, as Ada.

jest.setTimeout(60_000)
configure({ asyncUtilTimeout: 15_000 })

const mock = mockApiForEachTest({ seed: true })
afterEach(clearOverlays)

const sent = (method: string) => mock.sent(method, '/v1/system/networking/bgp')

test('a new configuration has one path preselected, the API default; a bad count is refused', async () => {
  const user = userEvent.setup()
  renderAtHere(<BgpConfigCreateForm />)
  await screen.findByRole('dialog', { name: 'Create BGP configuration' }, { timeout: 20_000 })
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'edge-multipath')
  await user.type(screen.getByRole('textbox', { name: /^ASN/ }), '65010')
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /^Announce set/ }),
    'as65000-announce',
  )
  const paths = screen.getByRole('textbox', { name: /^Maximum paths/ })
  expect(paths).toHaveValue('1')
  await user.clear(paths)
  await user.type(paths, '33')
  await user.click(screen.getByRole('button', { name: 'Create BGP configuration' }))
  await waitFor(() => expect(paths).toHaveAccessibleDescription(NUMBER_MESSAGES.maxPaths))
  expect(sent('POST')).toEqual([])
  await user.clear(paths)
  await user.type(paths, '4')
  await user.click(screen.getByRole('button', { name: 'Create BGP configuration' }))
  await screen.findByText('landed')
  expect(sent('POST').map((r) => r.body)).toEqual([
    {
      name: 'edge-multipath',
      description: '',
      asn: 65010,
      vrf: null,
      bgp_announce_set_id: 'as65000-announce',
      max_paths: 4,
    },
  ])
})

const CONFIGS = '/system/networking/bgp/configs'
const SEEDED_DESCRIPTION = 'BGP towards the campus edge routers'

/** The configurations with the edit route over them, as the route table has it. */
function renderConfigs(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: CONFIGS,
        element: [<BgpConfigsPage key="page" />, <Toaster key="toasts" />],
        children: [{ path: ':bgpConfig/edit', element: <BgpConfigEditForm /> }],
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return router
}

test('editing a configuration at its address: the create’s checks, then only what changed is sent', async () => {
  const user = userEvent.setup()
  const router = renderConfigs(CONFIGS)
  const grid = await screen.findByRole('grid', { name: 'BGP configurations' }, { timeout: 20_000 })
  await user.click(await within(grid).findByRole('button', { name: /Row actions for as65000/ }))
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit' }))
  const form = await screen.findByRole('dialog', { name: 'Edit BGP configuration' })
  expect(router.state.location.pathname).toBe(`${CONFIGS}/as65000/edit`)
  const paths = within(form).getByRole('textbox', { name: /^Maximum paths/ })
  expect(paths).toHaveValue('1')
  await user.clear(paths)
  await user.type(paths, '0')
  await user.click(within(form).getByRole('button', { name: 'Save BGP configuration' }))
  await waitFor(() => expect(paths).toHaveAccessibleDescription(NUMBER_MESSAGES.maxPaths))
  expect(sent('PUT')).toEqual([])
  await user.clear(paths)
  await user.type(paths, '2')
  await user.click(within(form).getByRole('button', { name: 'Save BGP configuration' }))
  expect(await screen.findByText('BGP configuration as65000 saved')).toBeInTheDocument()
  const [put] = sent('PUT')
  expect(put?.url).toMatch(/^\/v1\/system\/networking\/bgp\?name_or_id=/)
  expect(put?.body).toEqual({ max_paths: 2 })
  await waitFor(() => expect(router.state.location.pathname).toBe(CONFIGS))
  expect(await within(grid).findByText('2')).toBeInTheDocument()
})

test('a refused edit keeps what was typed', async () => {
  mock
    .server()
    .put('/v1/system/networking/bgp', () =>
      errorResponse(503, 'ServiceUnavailable', 'bgp daemon restarting'),
    )
  const user = userEvent.setup()
  renderConfigs(`${CONFIGS}/as65000/edit`)
  const form = await screen.findByRole(
    'dialog',
    { name: 'Edit BGP configuration' },
    { timeout: 20_000 },
  )
  const description = within(form).getByRole('textbox', { name: /^Description/ })
  await user.type(description, ' edge')
  await user.click(within(form).getByRole('button', { name: 'Save BGP configuration' }))
  expect(await within(form).findByText(/Bgp daemon restarting/i)).toBeInTheDocument()
  expect(description).toHaveValue(`${SEEDED_DESCRIPTION} edge`)
})
