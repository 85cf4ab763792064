import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import {
  systemHardwareApi,
  useNetworkingSwitchPortStatusQuery,
  useSwitchListQuery,
} from '~/api/endpoints/systemHardware'
import { useNetworkingSwitchPortSettingsListQuery } from '~/api/endpoints/systemNetworking'
import { messageOf } from '~/api/errors'
import type { Switch, SwitchPort } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { WHOLE_LIST } from '~/api/wholeList'
import { defineList, loadAll } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { CellLink, ListPage, type DataTableColumn } from '~/components'
import { baseboardColumns, IdCell, rackColumn } from './cells'
import { linkStateOf } from './linkState'

// A rack's switches and their ports are few: both held whole.
const switchesList = defineList({ endpoint: systemHardwareApi.endpoints.switchList, whole: true })
const portsList = defineList({
  endpoint: systemHardwareApi.endpoints.networkingSwitchPortList,
  whole: true,
})
export const switchesLoader = loadAll(switchesList.loader, portsList.loader)

const switchColumns: DataTableColumn<Switch>[] = [
  {
    field: 'id',
    headerName: 'ID',
    width: 200,
    renderCell: ({ row }) => <IdCell id={row.id} to={pb.switch(row.id)} short />,
  },
  ...baseboardColumns<Switch>(),
  rackColumn(),
]

/** What the switch reports of a port's link (the API gives it no fixed shape). */
function LinkStateCell({ port }: { port: SwitchPort }) {
  const { data, error, isLoading } = useNetworkingSwitchPortStatusQuery({
    path: { port: port.portName },
    query: { rackId: port.rackId, switchSlot: port.switchSlot },
  })
  if (isLoading) return <Skeleton width={80} />
  if (error) {
    return (
      <Box component="span" title={messageOf(error)} sx={{ color: 'text.secondary' }}>
        Unknown
      </Box>
    )
  }
  return linkStateOf(data)
}

/** The port's applied settings by name; none until the port is configured. */
function SettingsCell({ id }: { id: string | null | undefined }) {
  const { data, isLoading } = useNetworkingSwitchPortSettingsListQuery({
    query: { limit: ALL_PAGES_LIMIT },
  })
  if (!id) return '—'
  if (isLoading) return <Skeleton width={100} />
  return data?.items.find((s) => s.id === id)?.name ?? id
}

/**
 * The port's name, a link to its page. A port's page sits under a switch of its rack (the API
 * does not say which switch is in which slot; a switch's page lists the ports of both).
 */
function PortNameCell({ port }: { port: SwitchPort }) {
  const { data } = useSwitchListQuery(WHOLE_LIST)
  const sw = data?.items.find((s) => s.rackId === port.rackId)
  return sw ? (
    <CellLink to={pb.switchPort(sw.id, port.id)}>{port.portName}</CellLink>
  ) : (
    port.portName
  )
}

export const portColumns: DataTableColumn<SwitchPort>[] = [
  {
    field: 'portName',
    headerName: 'Port',
    width: 120,
    renderCell: ({ row }) => <PortNameCell port={row} />,
    csv: (row) => row.portName,
  },
  { field: 'switchSlot', headerName: 'Switch', width: 120 },
  rackColumn(),
  {
    field: 'linkState',
    headerName: 'Link state',
    width: 130,
    renderCell: ({ row }) => <LinkStateCell port={row} />,
  },
  {
    field: 'portSettingsId',
    headerName: 'Settings',
    flex: 1,
    renderCell: ({ row }) => <SettingsCell id={row.portSettingsId} />,
  },
]

/** The rack's switches and their ports, each port's link state and applied settings. */
export function SwitchesTab() {
  return (
    <>
      <ListPage
        label="Switches"
        list={switchesList}
        columns={switchColumns}
        getRowLabel={(s) => s.baseboard.serial}
        empty={{ title: 'No switches', body: 'The rack reports no switches.' }}
      />
      <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
        Ports
      </Typography>
      <ListPage
        label="Switch ports"
        list={portsList}
        // the switches' list has the URL; the ports, below it, keep their place in memory
        inUrl={false}
        noun="switch ports"
        columns={portColumns}
        getRowLabel={(p) => `${p.switchSlot} ${p.portName}`}
        empty={{ title: 'No switch ports', body: 'The switches report no ports.' }}
      />
    </>
  )
}
