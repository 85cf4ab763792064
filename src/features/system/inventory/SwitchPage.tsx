import RouterIcon from '@mui/icons-material/RouterOutlined'
import { Link as RouterLink } from 'react-router-dom'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { systemHardwareApi } from '~/api/endpoints/systemHardware'
import type { SwitchPort } from '~/api/generated/types'
import { defineList, defineView, loadAll } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { DateTime, ListPage, PageHeader, PropertiesTable, type DataTableColumn } from '~/components'
import { portColumns } from './SwitchesTab'

/** An unknown switch is a 404: 'Page not found'. */
const switchView = defineView(systemHardwareApi.endpoints.switchView, (param) => ({
  path: { switchId: param('switchId') },
}))
// the rack's ports, which the API does not list by switch
const portsList = defineList({ endpoint: systemHardwareApi.endpoints.networkingSwitchPortList })
export const switchLoader = loadAll(switchView.loader, portsList.loader)

const columnsFor = (switchId: string): DataTableColumn<SwitchPort>[] => [
  {
    field: 'portName',
    headerName: 'Port',
    width: 120,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={pb.switchPort(switchId, row.id)}>
        {row.portName}
      </Link>
    ),
  },
  ...portColumns.slice(1),
]

/**
 * system/inventory/switches/{switchId}: the switch's hardware and the ports of its rack. The API
 * does not say which of the rack's two places (switch0, switch1) a switch is in, so the ports of
 * both are listed with their place.
 */
export const SwitchPage = switchView.page(function SwitchPage({ data: sw }) {
  return (
    <>
      <PageHeader title={sw.baseboard.serial} icon={<RouterIcon aria-hidden />} />
      <PropertiesTable
        columns={2}
        properties={[
          { label: 'Part', value: sw.baseboard.part },
          { label: 'Revision', value: sw.baseboard.revision },
          { label: 'Rack', value: sw.rackId },
          { label: 'Added', value: <DateTime date={sw.timeCreated} /> },
        ]}
      />
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        Ports
      </Typography>
      <ListPage
        label="Switch ports"
        list={portsList}
        columns={columnsFor(sw.id)}
        getRowLabel={(p) => `${p.switchSlot} ${p.portName}`}
        empty={{ title: 'No switch ports', body: 'The switch reports no ports.' }}
      />
    </>
  )
})
