import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { clearOverlays, renderAtHere } from '~test/renderAtHere'
import { NUMBER_MESSAGES } from '../numbers'
import { BgpConfigCreateForm } from './BgpConfigCreateForm'
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

test('editing a configuration sends only what changed', async () => {
  const user = userEvent.setup()
  renderAtHere(<BgpConfigsPage />)
  const grid = await screen.findByRole('grid', { name: 'BGP configurations' }, { timeout: 20_000 })
  await user.click(await within(grid).findByRole('button', { name: /Row actions for as65000/ }))
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit' }))
  const form = await screen.findByRole('dialog', { name: 'Edit BGP configuration' })
  const paths = within(form).getByRole('textbox', { name: /^Maximum paths/ })
  expect(paths).toHaveValue('1')
  await user.clear(paths)
  await user.type(paths, '2')
  await user.click(within(form).getByRole('button', { name: 'Save BGP configuration' }))
  expect(await screen.findByText('BGP configuration as65000 saved')).toBeInTheDocument()
  const [put] = sent('PUT')
  expect(put?.url).toMatch(/^\/v1\/system\/networking\/bgp\?name_or_id=/)
  expect(put?.body).toEqual({ max_paths: 2 })
  expect(await within(grid).findByText('2')).toBeInTheDocument()
})
