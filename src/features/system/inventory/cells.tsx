import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import { Link } from 'react-router-dom'
import { pb } from '~/app/routes/paths'
import type { DataTableColumn } from '~/components'
import { shortId } from './labels'

const mono = { fontFamily: 'monospace' }

/** An id in full, monospace, as a link when it has a page. */
export function IdCell({ id, to }: { id: string; to?: string }) {
  if (!to) {
    return (
      <Box component="span" sx={mono}>
        {id}
      </Box>
    )
  }
  return (
    <MuiLink component={Link} to={to} sx={mono}>
      {id}
    </MuiLink>
  )
}

/** The rack a row is in, by its shortened id (the full one in the title). */
export const rackColumn = <Row extends { rackId: string }>(): DataTableColumn<Row> => ({
  field: 'rackId',
  headerName: 'Rack',
  width: 140,
  renderCell: ({ row }) => (
    <Box component="span" sx={mono} title={row.rackId}>
      {shortId(row.rackId)}
    </Box>
  ),
})

/** A baseboard's serial, part and revision, as three columns. */
export const baseboardColumns = <
  Row extends { baseboard: { serial: string; part: string; revision: number } },
>(): DataTableColumn<Row>[] => [
  { field: 'serial', headerName: 'Serial', width: 150, renderCell: ({ row }) => row.baseboard.serial, csv: (row) => row.baseboard.serial },
  { field: 'part', headerName: 'Part', width: 150, renderCell: ({ row }) => row.baseboard.part, csv: (row) => row.baseboard.part },
  {
    field: 'revision',
    headerName: 'Revision',
    width: 100,
    renderCell: ({ row }) => row.baseboard.revision,
    csv: (row) => String(row.baseboard.revision),
  },
]

export const sledLink = (id: string) => pb.sledInstances(id)
