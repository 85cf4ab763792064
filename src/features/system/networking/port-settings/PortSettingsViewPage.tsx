import LanIcon from '@mui/icons-material/LanOutlined'
import Box from '@mui/material/Box'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  systemNetworkingApi,
  useNetworkingBgpConfigListQuery,
} from '~/api/endpoints/systemNetworking'
import type {
  BgpPeer,
  RouterPeerType,
  SwitchInterfaceConfig,
  SwitchPortAddressView,
  SwitchPortLinkConfig,
  SwitchPortRouteConfig,
} from '~/api/generated/types'
import { WHOLE_LIST } from '~/api/wholeList'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import {
  DateTime,
  ListPage,
  PropertiesTable,
  type DataTableColumn,
  ResourceHeader,
} from '~/components'
import { FEC_LABELS, GEOMETRY_LABELS, SPEED_LABELS } from './labels'
import { usePortSettingsActions } from './PortSettingsPage'

/** An unknown name is a 404: 'Page not found'. */
const settingsView = defineView(
  systemNetworkingApi.endpoints.networkingSwitchPortSettingsView,
  (param) => ({ path: { port: param('settings') } }),
)
export const portSettingsViewLoader = settingsView.loader

type WithId<T> = T & { id: string }
const withIds = <T,>(rows: readonly T[]): WithId<T>[] =>
  rows.map((r, i) => ({ ...r, id: String(i) }))
const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v))

const linkColumns: DataTableColumn<WithId<SwitchPortLinkConfig>>[] = [
  { field: 'linkName', headerName: 'Link', width: 110 },
  {
    field: 'speed',
    headerName: 'Speed',
    width: 120,
    renderCell: ({ row }) => SPEED_LABELS[row.speed],
  },
  { field: 'mtu', headerName: 'MTU', width: 90 },
  {
    field: 'fec',
    headerName: 'FEC',
    width: 130,
    renderCell: ({ row }) => (row.fec ? FEC_LABELS[row.fec] : 'Auto'),
  },
  {
    field: 'autoneg',
    headerName: 'Autoneg',
    width: 100,
    renderCell: ({ row }) => (row.autoneg ? 'On' : 'Off'),
  },
  {
    field: 'lldp',
    headerName: 'LLDP',
    flex: 1,
    renderCell: ({ row }) =>
      row.lldpLinkConfig?.enabled
        ? `On${row.lldpLinkConfig.systemName ? `, as ${row.lldpLinkConfig.systemName}` : ''}`
        : 'Off',
  },
]

const interfaceColumns: DataTableColumn<WithId<SwitchInterfaceConfig>>[] = [
  { field: 'interfaceName', headerName: 'Interface', width: 120 },
  {
    field: 'kind',
    headerName: 'Kind',
    width: 110,
    renderCell: ({ row }) => row.kind.type,
    csv: (row) => row.kind.type,
  },
  {
    field: 'vlans',
    headerName: 'VLANs',
    width: 120,
    renderCell: ({ row }) => (row.kind.type === 'vlan' ? String(row.kind.vid) : '—'),
  },
  {
    field: 'v6Enabled',
    headerName: 'IPv6',
    flex: 1,
    renderCell: ({ row }) => (row.v6Enabled ? 'On' : 'Off'),
  },
]

const addressColumns: DataTableColumn<WithId<SwitchPortAddressView>>[] = [
  { field: 'address', headerName: 'Address', flex: 1 },
  { field: 'interfaceName', headerName: 'Link', width: 110 },
  { field: 'vlanId', headerName: 'VLAN', width: 90, renderCell: ({ row }) => dash(row.vlanId) },
  { field: 'addressLotName', headerName: 'Address lot', flex: 1 },
]

const routeColumns: DataTableColumn<WithId<SwitchPortRouteConfig>>[] = [
  { field: 'dst', headerName: 'Destination', flex: 1 },
  { field: 'gw', headerName: 'Gateway', flex: 1 },
  { field: 'interfaceName', headerName: 'Link', width: 110 },
  { field: 'vlanId', headerName: 'VLAN', width: 90, renderCell: ({ row }) => dash(row.vlanId) },
  {
    field: 'ribPriority',
    headerName: 'RIB priority',
    width: 110,
    renderCell: ({ row }) => dash(row.ribPriority),
  },
]

/** A numbered peer's address; an unnumbered one is found on the link. */
const peerText = (addr: RouterPeerType) =>
  addr.type === 'numbered'
    ? addr.ip
    : addr.type === 'unnumbered'
      ? `Unnumbered (router lifetime ${addr.routerLifetime} s)`
      : // a kind of peer a newer rack sends: as it is
        String((addr as { type: unknown }).type)

const peerColumns = (configName: (key: string) => string): DataTableColumn<WithId<BgpPeer>>[] => [
  {
    field: 'addr',
    headerName: 'Peer',
    flex: 1,
    renderCell: ({ row }) => peerText(row.addr),
    csv: (row) => peerText(row.addr),
  },
  {
    field: 'bgpConfig',
    headerName: 'BGP config',
    width: 130,
    renderCell: ({ row }) => configName(row.bgpConfig),
  },
  {
    field: 'remoteAsn',
    headerName: 'Remote ASN',
    width: 120,
    renderCell: ({ row }) => dash(row.remoteAsn),
  },
  { field: 'holdTime', headerName: 'Hold (s)', width: 90 },
  { field: 'keepalive', headerName: 'Keepalive (s)', width: 120 },
]

type Fetched = { refetch: () => unknown; updatedAt: number | undefined }

/**
 * One part of the settings, a short list under its own heading; five of them on one screen, so
 * none keeps its sort in the URL. Its rows are parts of the settings, with no ids of their own.
 */
function Part<Row extends { id: string }>(props: {
  title: string
  noun?: string
  columns: DataTableColumn<Row>[]
  rows: Row[]
  none: string
  fetched: Fetched
}) {
  return (
    <Box sx={{ mt: 4 }}>
      <ListPage
        title={props.title}
        level="section"
        label={props.title}
        noun={props.noun}
        result={{ rows: props.rows, loading: false, error: undefined, ...props.fetched }}
        filterable={false}
        inUrl={false}
        copyId={false}
        columns={props.columns}
        empty={{ title: props.none, body: '' }}
      />
    </Box>
  )
}

/** system/networking/port-settings/{settings}: every part of a settings object. */
export const PortSettingsViewPage = settingsView.page(function PortSettingsViewPage({
  data: s,
  query: { refetch, fulfilledTimeStamp },
}) {
  const { data: configs } = useNetworkingBgpConfigListQuery(WHOLE_LIST)
  const navigate = useNavigate()
  const onDeleted = useCallback(() => void navigate(pb.portSettings()), [navigate])
  const actions = usePortSettingsActions(onDeleted)
  const fetched = { refetch, updatedAt: fulfilledTimeStamp }
  const configName = (k: string) =>
    configs?.items.find((c) => c.id === k || c.name === k)?.name ?? k
  return (
    <>
      <ResourceHeader
        title={s.name}
        description={s.description}
        icon={<LanIcon aria-hidden />}
        kind="port settings"
        actions={actions(s)}
        changes="these port settings"
      />
      <PropertiesTable
        columns={2}
        properties={[
          { label: 'Geometry', value: GEOMETRY_LABELS[s.port.geometry] ?? s.port.geometry },
          { label: 'ID', value: s.id },
          { label: 'Created', value: <DateTime date={s.timeCreated} /> },
          { label: 'Modified', value: <DateTime date={s.timeModified} /> },
        ]}
      />
      <Part
        title="Links"
        columns={linkColumns}
        rows={withIds(s.links)}
        none="No links"
        fetched={fetched}
      />
      <Part
        title="Interfaces"
        columns={interfaceColumns}
        rows={s.interfaces.map((i) => ({ ...i }))}
        none="No interfaces"
        fetched={fetched}
      />
      <Part
        title="Addresses"
        columns={addressColumns}
        rows={withIds(s.addresses)}
        none="No addresses"
        fetched={fetched}
      />
      <Part
        title="Routes"
        columns={routeColumns}
        rows={withIds(s.routes)}
        none="No routes"
        fetched={fetched}
      />
      <Part
        title="BGP peers"
        noun="BGP peers"
        columns={peerColumns(configName)}
        rows={withIds(s.bgpPeers)}
        none="No BGP peers"
        fetched={fetched}
      />
    </>
  )
})
