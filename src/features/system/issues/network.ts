import type { BgpPeerStatus, SwitchLinkState, SwitchPort } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { linkStateOf } from '../inventory/linkState'
import { counted, someOf, type Issue } from './issue'

// The rack's uplinks: BGP sessions not established and configured switch links that are not up.
// Pure.

export function bgpPeerIssues(peers: readonly BgpPeerStatus[]): Issue[] {
  const down = peers.filter((p) => p.state !== 'established')
  if (down.length === 0) return []
  return [
    {
      key: 'bgp-peers-down',
      severity: 'critical',
      count: down.length,
      title: `${counted(down.length, 'BGP peer')} not established`,
      detail: `Routes through ${down.length === 1 ? 'it are' : 'them are'} not exchanged: ${someOf(down.map((p) => `${p.addr} on ${p.switch} (${p.state.replace(/_/g, ' ')})`))}.`,
      to: pb.bgpPeers(),
      action: 'View BGP peers',
    },
  ]
}

type PortWithStatus = { port: SwitchPort; status: SwitchLinkState }

/**
 * Ports with settings applied (the rack's uplinks) whose link the switch reports as something
 * other than up. A state the console cannot read is not claimed to be a problem.
 */
export function switchLinkIssues(ports: readonly PortWithStatus[]): Issue[] {
  const down = ports.filter(({ port, status }) => {
    const state = linkStateOf(status)
    return port.portSettingsId != null && state !== 'Up' && state !== 'Unknown'
  })
  if (down.length === 0) return []
  return [
    {
      key: 'switch-links-down',
      severity: 'critical',
      count: down.length,
      title: `${counted(down.length, 'switch link')} down`,
      detail: `A configured port’s link is not up: ${someOf(down.map(({ port, status }) => `${port.switchSlot} ${port.portName} (${linkStateOf(status).toLowerCase()})`))}.`,
      to: pb.switches(),
      action: 'View switches',
    },
  ]
}
