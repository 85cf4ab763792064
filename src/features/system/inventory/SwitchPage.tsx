import RouterIcon from '@mui/icons-material/RouterOutlined'
import { Link as RouterLink, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { systemHardwareApi, useSwitchViewQuery } from '~/api/endpoints/systemHardware'
import type { SwitchPort } from '~/api/generated/types'
import { PAGE_SIZE } from '~/api/paging'
import { prefetch, prefetchList } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import {
  DateTime,
  ListPage,
  PageHeader,
  PropertiesTable,
  Spinner,
  type DataTableColumn,
} from '~/components'
import { portColumns } from './SwitchesTab'

/** An unknown switch is a 404: 'Page not found'. */
export const switchLoader = async ({ params }: LoaderFunctionArgs) => {
  await Promise.all([
    prefetch(systemHardwareApi.endpoints.switchView, { path: { switchId: params.switchId! } }),
    prefetchList(systemHardwareApi.endpoints.networkingSwitchPortList, {
      query: { limit: PAGE_SIZE },
    }),
  ])
  return null
}

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
export function SwitchPage() {
  const { switchId = '' } = useParams()
  const { data: sw } = useSwitchViewQuery({ path: { switchId } })
  if (!sw) return <Spinner />
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
        endpoint={systemHardwareApi.endpoints.networkingSwitchPortList}
        query={() => ({})}
        columns={columnsFor(sw.id)}
        getRowLabel={(p) => `${p.switchSlot} ${p.portName}`}
        empty={{ title: 'No switch ports', body: 'The switch reports no ports.' }}
      />
    </>
  )
}
