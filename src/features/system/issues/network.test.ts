import type { BgpPeerStatus, SwitchPort } from '~/api/generated/types'
import { bgpPeerIssues, switchLinkIssues } from './network'

const peer = (addr: string, state: BgpPeerStatus['state']): BgpPeerStatus => ({
  addr,
  state,
  localAsn: 65000,
  remoteAsn: 64700,
  peerId: addr,
  stateDurationMillis: 60_000,
  switch: 'switch1',
})

const port = (portName: string, configured = true): SwitchPort => ({
  id: `id-${portName}`,
  portName,
  rackId: 'r1',
  switchSlot: 'switch1',
  portSettingsId: configured ? 'settings' : null,
})
const link = (linkState: string) => ({ link: { linkState } })

describe('BGP peers', () => {
  test('none when every session is established', () => {
    expect(bgpPeerIssues([peer('172.20.15.9', 'established')])).toEqual([])
  })

  test('a session in any other state is critical, naming the peer, its switch and state', () => {
    const [issue] = bgpPeerIssues([
      peer('172.20.15.9', 'established'),
      peer('172.20.15.17', 'open_sent'),
    ])
    expect(issue).toMatchObject({
      severity: 'critical',
      count: 1,
      title: '1 BGP peer not established',
      to: '/system/networking/bgp/peers',
    })
    expect(issue?.detail).toContain('172.20.15.17 on switch1 (open sent)')
  })
})

describe('switch links', () => {
  test('a configured port whose link is down is critical', () => {
    const [issue] = switchLinkIssues([
      { port: port('qsfp0'), status: link('down') },
      { port: port('qsfp1'), status: link('up') },
    ])
    expect(issue).toMatchObject({
      severity: 'critical',
      count: 1,
      title: '1 switch link down',
      to: '/system/inventory/switches',
    })
    expect(issue?.detail).toContain('switch1 qsfp0 (down)')
  })

  test('unconfigured ports and states the console cannot read are not claimed', () => {
    expect(
      switchLinkIssues([
        { port: port('qsfp2', false), status: link('down') },
        { port: port('qsfp3'), status: { something: 'else' } },
      ]),
    ).toEqual([])
  })
})
