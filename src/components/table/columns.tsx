import MuiLink from '@mui/material/Link'
import { Link } from 'react-router-dom'
import { DateTime } from '../DateTime'
import type { DataTableColumn } from './column'

// The columns most resource lists share, so each list declares only what is its own.

/** The resource's name, linking to where it is viewed or edited. */
export const nameLinkColumn = <Row extends { name: string }>(
  to: (row: Row) => string,
): DataTableColumn<Row> => ({
  field: 'name',
  headerName: 'Name',
  flex: 1,
  renderCell: ({ row }) => (
    <MuiLink component={Link} to={to(row)}>
      {row.name}
    </MuiLink>
  ),
})

export const descriptionColumn = <Row extends { description: string }>(): DataTableColumn<Row> => ({
  field: 'description',
  headerName: 'Description',
  flex: 2,
})

export const createdColumn = <Row extends { timeCreated: Date }>(): DataTableColumn<Row> => ({
  field: 'timeCreated',
  headerName: 'Created',
  width: 200,
  // narrower, the date wraps between day and time (DateTime) rather than being cut
  minWidth: 110,
  renderCell: ({ row }) => <DateTime date={row.timeCreated} />,
  csv: (row) => row.timeCreated.toISOString(),
})
