import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import { Link } from 'react-router-dom'
import { useSledListQuery } from '~/api/endpoints/systemHardware'
import { pb } from '~/app/routes/paths'
import { WHOLE_LIST } from '~/api/wholeList'
import type { DataTableColumn } from '~/components'
import { shortId } from './labels'

const mono = { fontFamily: 'monospace' }

/**
 * A UUID, monospace, as a link when it has a page. In a table it shows both ends, as the rack
 * column does (a UUID in full would take the width the other columns need at 1024 px); the full
 * id is its title, and a link's name.
 */
export function IdCell({ id, to, short = false }: { id: string; to?: string; short?: boolean }) {
  const text = short ? shortId(id) : id
  const label = text === id ? undefined : id
  if (!to) {
    return (
      <Box component="span" sx={mono} title={label}>
        {text}
      </Box>
    )
  }
  return (
    <MuiLink component={Link} to={to} sx={mono} title={label} aria-label={label}>
      {text}
    </MuiLink>
  )
}

/** The rack a row is in, by its shortened id (the full one in the title). */
export const rackColumn = <Row extends { rackId: string }>(): DataTableColumn<Row> => ({
  field: 'rackId',
  headerName: 'Rack',
  width: 140,
  hideWhenNarrow: true,
  renderCell: ({ row }) => <IdCell id={row.rackId} short />,
})

/**
 * A baseboard's serial, part and revision, as three columns: the serial names it; part and
 * revision give way on a narrow screen.
 */
export const baseboardColumns = <
  Row extends { baseboard: { serial: string; part: string; revision: number } },
>(): DataTableColumn<Row>[] => [
  {
    field: 'serial',
    headerName: 'Serial',
    width: 150,
    renderCell: ({ row }) => row.baseboard.serial,
    csv: (row) => row.baseboard.serial,
  },
  {
    field: 'part',
    headerName: 'Part',
    width: 150,
    hideWhenNarrow: true,
    renderCell: ({ row }) => row.baseboard.part,
    csv: (row) => row.baseboard.part,
  },
  {
    field: 'revision',
    headerName: 'Revision',
    width: 100,
    hideWhenNarrow: true,
    renderCell: ({ row }) => row.baseboard.revision,
    csv: (row) => String(row.baseboard.revision),
  },
]

export const sledLink = (id: string) => pb.sledInstances(id)

/** The sled a disk is in, by serial (what is printed on it), linking to the sled. */
export function SledCell({ sledId }: { sledId: string | null | undefined }) {
  const sleds = useSledListQuery(WHOLE_LIST)
  if (!sledId) return '—'
  const sled = sleds.data?.items.find((s) => s.id === sledId)
  if (!sled && sleds.isLoading) return <Skeleton width={100} />
  return <IdCell id={sled?.baseboard.serial ?? sledId} to={sledLink(sledId)} />
}
