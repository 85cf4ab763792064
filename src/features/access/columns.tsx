import GroupIcon from '@mui/icons-material/GroupOutlined'
import PersonIcon from '@mui/icons-material/PersonOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import MuiLink from '@mui/material/Link'
import type { DataTableColumn } from '~/components'
import { kindLabel, roleLabel, type AccessRow, type Identity, type RoleName } from './roles'

// The columns of the access tables. A group's name opens its members (one click from its row).

/** A role as a chip (admin stands out); a dash for none. */
export function RoleChip({ role }: { role: RoleName | undefined }) {
  if (!role) return <>—</>
  return (
    <Chip
      label={roleLabel(role)}
      size="small"
      variant="outlined"
      color={role === 'admin' ? 'primary' : 'default'}
    />
  )
}

function nameColumn(showMembers: (group: Identity) => void): DataTableColumn<AccessRow> {
  return {
    field: 'name',
    headerName: 'Name',
    // not prose (flex 2): every column fits its content and the table fills the width
    renderCell: ({ row }) =>
      row.type === 'silo_group' ? (
        <MuiLink
          component="button"
          type="button"
          aria-haspopup="dialog"
          onClick={() => showMembers(row)}
          sx={{ verticalAlign: 'baseline' }}
        >
          {row.name}
        </MuiLink>
      ) : (
        row.name
      ),
  }
}

const kindColumn: DataTableColumn<AccessRow> = {
  field: 'type',
  headerName: 'Kind',
  width: 120,
  renderCell: ({ row }) => (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, verticalAlign: 'middle' }}
    >
      {row.type === 'silo_user' ? (
        <PersonIcon fontSize="small" aria-hidden />
      ) : (
        <GroupIcon fontSize="small" aria-hidden />
      )}
      {kindLabel(row.type)}
    </Box>
  ),
  csv: (row) => kindLabel(row.type),
}

const roleColumn = (
  field: 'role' | 'siloRole' | 'effectiveRole',
  headerName: string,
): DataTableColumn<AccessRow> => ({
  field,
  headerName,
  width: 180,
  renderCell: ({ row }) => <RoleChip role={row[field]} />,
  csv: (row) => row[field] ?? '',
})

/** The silo's access table: who has which role on the silo. */
export const siloColumns = (showMembers: (group: Identity) => void) => [
  nameColumn(showMembers),
  kindColumn,
  roleColumn('role', 'Role'),
]

/**
 * A project's access table: the project role, the silo role of the same identity (a silo role
 * applies to every project) and the higher of the two, which is what the identity can do here.
 */
export const projectColumns = (showMembers: (group: Identity) => void) => [
  nameColumn(showMembers),
  kindColumn,
  roleColumn('role', 'Project role'),
  roleColumn('siloRole', 'Silo role'),
  roleColumn('effectiveRole', 'Effective role'),
]
