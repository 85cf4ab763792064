import Typography from '@mui/material/Typography'
import { useCallback, useMemo } from 'react'
import {
  systemNetworkingApi,
  useNetworkingBfdDisableMutation,
  useNetworkingBfdEnableMutation,
} from '~/api/endpoints/systemNetworking'
import type { BfdStatus, BgpPeerState, BgpPeerStatus } from '~/api/generated/types'
import { defineView, loadAll } from '~/app/routes/define'
import {
  addToast,
  confirmAction,
  ListPage,
  type DataTableColumn,
  type RowAction,
} from '~/components'
import { labelOf } from '~/util/labels'

const peersView = defineView(systemNetworkingApi.endpoints.networkingBgpStatus, () => undefined)
const bfdView = defineView(systemNetworkingApi.endpoints.networkingBfdStatus, () => undefined)
export const bgpPeersLoader = loadAll(peersView.loader, bfdView.loader)

const STATE_LABELS: Record<BgpPeerState, string> = {
  idle: 'Idle',
  connect: 'Connect',
  active: 'Active',
  open_sent: 'Open sent',
  open_confirm: 'Open confirm',
  connection_collision: 'Connection collision',
  session_setup: 'Session setup',
  established: 'Established',
}

/** Milliseconds as the largest two units: '3d 4h', '12m 5s'. */
export function formatDuration(ms: number): string {
  const s = Math.floor(ms / 1000)
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor(s / 3600) % 24, 'h'],
    [Math.floor(s / 60) % 60, 'm'],
    [s % 60, 's'],
  ]
  const first = parts.findIndex(([n]) => n > 0)
  if (first < 0) return '0s'
  return parts
    .slice(first, first + 2)
    .map(([n, u]) => `${n}${u}`)
    .join(' ')
}

type PeerRow = BgpPeerStatus & { id: string; bfd?: BfdStatus }

/** BFD's defaults for a new session: what the confirm tells the operator is about to be set. */
const BFD = { detectionThreshold: 3, requiredRx: 300_000, mode: 'single_hop' } as const

const columns: DataTableColumn<PeerRow>[] = [
  { field: 'switch', headerName: 'Switch', width: 110 },
  { field: 'addr', headerName: 'Peer', flex: 1 },
  // an unnumbered peer is known by the interface it is reached on
  { field: 'peerId', headerName: 'Peer ID', width: 160 },
  { field: 'localAsn', headerName: 'Local ASN', width: 120 },
  { field: 'remoteAsn', headerName: 'Remote ASN', width: 120 },
  {
    field: 'state',
    headerName: 'State',
    width: 140,
    renderCell: ({ row }) => labelOf(STATE_LABELS, row.state),
  },
  {
    field: 'stateDurationMillis',
    headerName: 'In state for',
    width: 130,
    renderCell: ({ row }) => formatDuration(row.stateDurationMillis),
  },
  {
    field: 'bfd',
    headerName: 'BFD',
    width: 130,
    renderCell: ({ row }) => (row.bfd ? `On, ${row.bfd.state.replace('_', ' ')}` : 'Off'),
  },
]

function usePeerActions() {
  const [enable] = useNetworkingBfdEnableMutation()
  const [disable] = useNetworkingBfdDisableMutation()
  return useCallback(
    (peer: PeerRow): RowAction[] => [
      peer.bfd
        ? {
            label: 'Disable BFD',
            danger: true,
            onActivate: () =>
              confirmAction({
                modalTitle: 'Disable BFD',
                modalContent: (
                  <Typography>
                    Stop BFD with {peer.addr} on {peer.switch}? A failed link is then noticed only
                    when the BGP hold timer runs out, so traffic keeps going into it until then.
                  </Typography>
                ),
                errorTitle: 'Could not disable BFD',
                actionType: 'danger',
                actionLabel: 'Disable BFD',
                doAction: async () => {
                  await disable({ body: { remote: peer.addr, switchSlot: peer.switch } }).unwrap()
                  addToast({ content: `BFD with ${peer.addr} disabled` })
                },
              }),
          }
        : {
            label: 'Enable BFD',
            onActivate: () =>
              confirmAction({
                modalTitle: 'Enable BFD',
                modalContent: (
                  <Typography>
                    Start a single-hop BFD session with {peer.addr} on {peer.switch}, expecting a
                    packet every {BFD.requiredRx / 1000} ms and declaring the link down after{' '}
                    {BFD.detectionThreshold} missed. The peer must run BFD too, or the session stays
                    down.
                  </Typography>
                ),
                errorTitle: 'Could not enable BFD',
                actionType: 'primary',
                actionLabel: 'Enable BFD',
                doAction: async () => {
                  await enable({
                    body: { ...BFD, remote: peer.addr, switchSlot: peer.switch, local: null },
                  }).unwrap()
                  addToast({ content: `BFD with ${peer.addr} enabled` })
                },
              }),
          },
    ],
    [enable, disable],
  )
}

/** system/networking/bgp/peers: each switch's BGP sessions with their BFD session beside them. */
export function BgpPeersPage() {
  const peers = peersView.useView()
  const bfd = bfdView.useView()
  const actions = usePeerActions()
  const rows = useMemo(
    () =>
      peers.data?.map((p): PeerRow => ({
        ...p,
        id: `${p.switch}/${p.addr}`,
        bfd: bfd.data?.find((b) => b.switchSlot === p.switch && b.peer === p.addr),
      })),
    [peers.data, bfd.data],
  )
  const { refetch: refetchPeers } = peers
  const { refetch: refetchBfd } = bfd
  return (
    <ListPage
      title="BGP peers"
      level="section"
      label="BGP peers"
      // what the alert names when it cannot be read, and what Refresh asks again
      noun="BGP status"
      result={{
        rows,
        loading: peers.isLoading,
        error: peers.error,
        // the BFD column is the other half of a row: Refresh asks for both
        refetch: () => Promise.all([refetchPeers(), refetchBfd()]),
        updatedAt: peers.fulfilledTimeStamp,
      }}
      // a few sessions a switch; a session is not a resource with an id of its own
      filterable={false}
      copyId={false}
      columns={columns}
      rowActions={actions}
      getRowLabel={(p) => `${p.switch} ${p.addr}`}
      empty={{
        title: 'No BGP peers',
        body: 'Port settings with BGP peers, applied to a switch port, start sessions.',
      }}
    />
  )
}
