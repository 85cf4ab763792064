import PersonIcon from '@mui/icons-material/PersonOutlined'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { silosApi, usePolicyViewQuery } from '~/api/endpoints/silos'
import type { User } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { roleIn } from '~/app/roles'
import { pb } from '~/app/routes/paths'
import { createdColumn, ListPage, type DataTableColumn } from '~/components'
import { useKnownEntities } from '~/state/entities'
import { RoleChip } from '../columns'
import { useMemberships, type Memberships } from './useMemberships'

// /users: every user of the silo, not only those holding a role: their groups (each linking to
// its members on /groups) and the silo role they hold directly or through a group.
const siloUsersList = defineList({ endpoint: silosApi.endpoints.userList })
export const siloUsersLoader = siloUsersList.loader

export function GroupChips({ ids }: { ids: readonly string[] | undefined }) {
  // group names from the normalized store: a group renamed anywhere shows here too
  const groups = useKnownEntities('groups')
  if (ids === undefined) return <>…</>
  if (ids.length === 0) return <>—</>
  const byId = new Map(groups.map((g) => [g.id, g]))
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', py: 0.5 }}>
      {ids.map((id) => (
        <Chip
          key={id}
          size="small"
          variant="outlined"
          clickable
          component={Link}
          to={pb.siloGroups(id)}
          label={byId.get(id)?.displayName ?? id}
        />
      ))}
    </Box>
  )
}

function useColumns(memberships: Memberships | undefined): DataTableColumn<User>[] {
  const policy = usePolicyViewQuery().data
  return useMemo(
    () => [
      {
        field: 'displayName',
        headerName: 'Name',
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <Link to={pb.siloUser(row.id)}>{row.displayName}</Link>,
        csv: (row) => row.displayName,
      },
      {
        field: 'groups',
        headerName: 'Groups',
        flex: 2,
        renderCell: ({ row }) => (
          <GroupChips ids={memberships ? (memberships.groupsOf.get(row.id) ?? []) : undefined} />
        ),
        csv: null,
      },
      {
        field: 'siloRole',
        headerName: 'Silo role',
        width: 180,
        minWidth: 150,
        renderCell: ({ row }) =>
          memberships && policy ? (
            <RoleChip
              role={roleIn(policy, {
                id: row.id,
                groupIds: memberships.groupsOf.get(row.id) ?? [],
              })}
            />
          ) : (
            '…'
          ),
        csv: null,
      },
      // when the user first signed in, or was made in the silo
      createdColumn<User>(),
    ],
    [memberships, policy],
  )
}

const empty = { title: 'No users', body: 'The silo has no users yet.' }

export function SiloUsersPage() {
  const { memberships } = useMemberships()
  const columns = useColumns(memberships)
  return (
    <ListPage
      title="Users"
      icon={<PersonIcon aria-hidden />}
      label="Users"
      list={siloUsersList}
      kind="users"
      columns={columns}
      getRowLabel={(row) => row.displayName}
      rowHeight="auto"
      empty={empty}
    />
  )
}
