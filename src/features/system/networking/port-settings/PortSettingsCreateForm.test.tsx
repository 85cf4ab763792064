import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { clearOverlays, renderAtHere } from '~test/renderAtHere'
import { NUMBER_MESSAGES } from '../numbers'
import { PortSettingsCreateForm } from './PortSettingsCreateForm'
import { PORT_MESSAGES } from './portSettingsSchema'

jest.setTimeout(60_000)

const mock = mockApiForEachTest({ seed: true })
afterEach(clearOverlays)

/** Fills a field in one paste: these tests are about what is checked and sent, not the keys. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

const posts = () =>
  mock.requests().filter((r) => r.method === 'POST' && r.url.includes('/switch-port-settings'))

test('settings with a link and a BGP peer: bad numbers are refused at their field, then it is sent', async () => {
  const user = userEvent.setup({ delay: null })
  renderAtHere(<PortSettingsCreateForm />)
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Create port settings' },
    { timeout: 20_000 },
  )
  await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'edge-uplink')
  await user.click(screen.getByRole('button', { name: 'Create port settings' }))
  expect(await screen.findAllByText(PORT_MESSAGES.noLinks)).not.toHaveLength(0)

  await fill(user, screen.getByRole('textbox', { name: 'Link name' }), 'phy0')
  const mtu = screen.getByRole('textbox', { name: /^MTU/ })
  await user.clear(mtu)
  await fill(user, mtu, '90000')
  await user.click(screen.getByRole('button', { name: 'Add link' }))
  await waitFor(() => expect(mtu).toHaveAccessibleDescription(NUMBER_MESSAGES.mtu))
  await user.clear(mtu)
  await fill(user, mtu, '9000')
  await user.click(screen.getByRole('button', { name: 'Add link' }))

  const links = screen.getAllByRole('combobox', { name: 'Link' })
  await user.selectOptions(links[2]!, 'phy0')
  await user.selectOptions(screen.getByRole('combobox', { name: 'BGP config' }), 'as65000')
  await fill(user, screen.getByRole('textbox', { name: 'Peer address' }), '192.0.2.9')
  const asn = screen.getByRole('textbox', { name: /^Remote ASN/ })
  await fill(user, asn, '4294967296')
  await user.click(screen.getByRole('button', { name: 'Add BGP peer' }))
  await waitFor(() => expect(asn).toHaveAccessibleDescription(NUMBER_MESSAGES.asn))
  await user.clear(asn)
  await fill(user, asn, '64700')
  await user.click(screen.getByRole('button', { name: 'Add BGP peer' }))
  expect(posts()).toEqual([])

  await user.click(screen.getByRole('button', { name: 'Create port settings' }))
  await screen.findByText('landed')
  expect(dialog).not.toBeInTheDocument()
  const [sent] = posts()
  expect(sent?.body).toMatchObject({
    name: 'edge-uplink',
    port_config: { geometry: 'qsfp28x1' },
    links: [{ link_name: 'phy0', mtu: 9000, speed: 'speed100_g', lldp: { enabled: true } }],
    interfaces: [{ link_name: 'phy0', kind: { type: 'primary' } }],
    bgp_peers: [
      {
        link_name: 'phy0',
        peers: [
          {
            addr: { type: 'numbered', ip: '192.0.2.9' },
            bgp_config: 'as65000',
            remote_asn: 64700,
          },
        ],
      },
    ],
  })
  expect(sent?.body).not.toHaveProperty('bgp_peers.0.peers.0.interface_name')
})

test('an unnumbered peer: numbered is preselected; its router lifetime is checked, then sent', async () => {
  const user = userEvent.setup({ delay: null })
  renderAtHere(<PortSettingsCreateForm />)
  await screen.findByRole('dialog', { name: 'Create port settings' }, { timeout: 20_000 })
  await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'edge-unnumbered')
  await fill(user, screen.getByRole('textbox', { name: 'Link name' }), 'phy0')
  await user.click(screen.getByRole('button', { name: 'Add link' }))
  await user.selectOptions(screen.getAllByRole('combobox', { name: 'Link' })[2]!, 'phy0')
  await user.selectOptions(screen.getByRole('combobox', { name: 'BGP config' }), 'as65000')

  const addressing = screen.getByRole('radiogroup', { name: 'Peer addressing' })
  expect(screen.getByRole('radio', { name: 'Numbered: a peer address' })).toBeChecked()
  // arrow keys move the choice, as a radio group's do
  screen.getByRole('radio', { name: 'Numbered: a peer address' }).focus()
  await user.keyboard('{ArrowDown}')
  expect(
    screen.getByRole('radio', { name: 'Unnumbered: discovered on the link (IPv6)' }),
  ).toBeChecked()
  expect(addressing).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Peer address' })).toBeNull()
  const lifetime = screen.getByRole('textbox', { name: /^Router lifetime/ })
  expect(lifetime).toHaveValue('1800')
  await user.clear(lifetime)
  await fill(user, lifetime, '9001')
  await user.click(screen.getByRole('button', { name: 'Add BGP peer' }))
  await waitFor(() =>
    expect(lifetime).toHaveAccessibleDescription(
      'Router lifetime must be a whole number of seconds from 0 to 9000',
    ),
  )
  await user.clear(lifetime)
  await fill(user, lifetime, '600')
  await user.click(screen.getByRole('button', { name: 'Add BGP peer' }))
  expect(await screen.findByText(/Unnumbered \(router lifetime 600 s\) on phy0/)).toBeVisible()

  await user.click(screen.getByRole('button', { name: 'Create port settings' }))
  await screen.findByText('landed')
  expect(posts()[0]?.body).toMatchObject({
    bgp_peers: [
      {
        link_name: 'phy0',
        peers: [{ addr: { type: 'unnumbered', router_lifetime: 600 }, bgp_config: 'as65000' }],
      },
    ],
  })
})
