import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { useSiloUtilizationListQuery } from '~/api/endpoints/systemSilos'
import type { SiloUtilization } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import { ListPage, type DataTableColumn } from '~/components'
import { formatBytes, formatNumber, formatPercent, quotaPercent } from '~/util/format'
import type { Resource } from './capacity'

/** With each quota's share, which a usage column sorts by (the most used silos first). */
type Row = SiloUtilization & { id: string } & Record<Resource, number>

function Usage({
  row,
  resource,
  format,
}: {
  row: Row
  resource: Resource
  format: (n: number) => string
}) {
  const used = row.provisioned[resource]
  const quota = row.allocated[resource]
  // exact, rounded as the silo's own /utilization rounds it
  const percent = quotaPercent(used, quota)
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', whiteSpace: 'nowrap' }}>
      <span>
        {format(used)} / {format(quota)}
      </span>
      <Box
        component="span"
        sx={{ color: percent > 100 ? 'error.main' : 'text.secondary', fontSize: '0.875em' }}
      >
        {formatPercent(percent)}
      </Box>
    </Box>
  )
}

const usageColumn = (
  resource: Resource,
  headerName: string,
  format: (n: number) => string,
): DataTableColumn<Row> => ({
  field: resource,
  headerName,
  flex: 1,
  renderCell: ({ row }) => <Usage row={row} resource={resource} format={format} />,
  csv: (row) => `${row.provisioned[resource]}/${row.allocated[resource]}`,
})

const columns: DataTableColumn<Row>[] = [
  {
    field: 'siloName',
    headerName: 'Silo',
    flex: 1,
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={pb.silo(row.siloName, 'quotas')}>
        {row.siloName}
      </MuiLink>
    ),
  },
  usageColumn('cpus', 'CPUs', (n) => formatNumber(n)),
  usageColumn('memory', 'Memory', (n) => formatBytes(n)),
  usageColumn('storage', 'Storage', (n) => formatBytes(n)),
]

/**
 * Each silo's provisioned amounts against its quotas, with the exact share of each quota. The
 * page's charts rewrite the query string when a silo or range is picked, so the list keeps its
 * sort and filter out of it.
 */
export function SiloUtilizationTable({ rows }: { rows: readonly SiloUtilization[] }) {
  // the page's own query (the same arguments, so the same answer): what Refresh asks again
  const { refetch, fulfilledTimeStamp } = useSiloUtilizationListQuery({
    query: { limit: ALL_PAGES_LIMIT },
  })
  const withIds = useMemo(
    () =>
      rows.map((r): Row => ({
        ...r,
        id: r.siloId,
        cpus: quotaPercent(r.provisioned.cpus, r.allocated.cpus),
        memory: quotaPercent(r.provisioned.memory, r.allocated.memory),
        storage: quotaPercent(r.provisioned.storage, r.allocated.storage),
      })),
    [rows],
  )
  return (
    <ListPage
      label="Silo utilization"
      noun="silos"
      result={{
        rows: withIds,
        loading: false,
        error: undefined,
        refetch,
        updatedAt: fulfilledTimeStamp,
      }}
      inUrl={false}
      columns={columns}
      getRowLabel={(row) => row.siloName}
      empty={{ title: 'No silos', body: 'There are no silos to show.' }}
    />
  )
}
