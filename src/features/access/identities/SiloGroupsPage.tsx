import GroupIcon from '@mui/icons-material/GroupOutlined'
import MuiLink from '@mui/material/Link'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { silosApi, usePolicyViewQuery } from '~/api/endpoints/silos'
import type { Group } from '~/api/generated/types'
import { defineList } from '~/app/routes/define'
import { roleIn } from '~/app/roles'
import { createdColumn, ListPage, type DataTableColumn } from '~/components'
import { useEntity } from '~/state/entities'
import { RoleChip } from '../columns'
import { GroupMembersModal } from '../GroupMembersModal'
import { useMemberships, type Memberships } from './useMemberships'

// /groups: every group of the silo, with how many members it has and its silo role; a group's
// name opens its members (also from a link: ?group=<id>, which the users page and the access
// pages use).
const siloGroupsList = defineList({ endpoint: silosApi.endpoints.groupList })
export const siloGroupsLoader = siloGroupsList.loader

function useColumns(
  memberships: Memberships | undefined,
  open: (group: Group) => void,
): DataTableColumn<Group>[] {
  const policy = usePolicyViewQuery().data
  return useMemo(
    () => [
      {
        field: 'displayName',
        headerName: 'Name',
        flex: 1,
        renderCell: ({ row }) => (
          <MuiLink
            component="button"
            type="button"
            aria-haspopup="dialog"
            onClick={() => open(row)}
            sx={{ verticalAlign: 'baseline' }}
          >
            {row.displayName}
          </MuiLink>
        ),
      },
      {
        field: 'members',
        headerName: 'Members',
        width: 120,
        renderCell: ({ row }) =>
          memberships ? String(memberships.membersOf.get(row.id)?.length ?? 0) : '…',
        csv: null,
      },
      {
        field: 'siloRole',
        headerName: 'Silo role',
        width: 180,
        minWidth: 150,
        // a group's role: the policy's assignment to the group itself
        renderCell: ({ row }) =>
          policy ? <RoleChip role={roleIn(policy, { id: '', groupIds: [row.id] })} /> : '…',
        csv: null,
      },
      createdColumn<Group>(),
    ],
    [memberships, policy, open],
  )
}

const empty = { title: 'No groups', body: 'The silo has no groups yet.' }

/** The members modal of the group named in ?group=, once the group is known. */
function OpenGroup({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const group = useEntity('groups', id)
  if (!group) return null
  return (
    <GroupMembersModal
      group={{ id, type: 'silo_group', name: group.displayName }}
      onDismiss={onDismiss}
    />
  )
}

export function SiloGroupsPage() {
  const { memberships } = useMemberships()
  const [params, setParams] = useSearchParams()
  const openId = params.get('group')
  const columns = useColumns(
    memberships,
    useMemo(() => (group: Group) => setParams({ group: group.id }), [setParams]),
  )
  return (
    <ListPage
      title="Groups"
      icon={<GroupIcon aria-hidden />}
      label="Groups"
      list={siloGroupsList}
      kind="groups"
      columns={columns}
      getRowLabel={(row) => row.displayName}
      rowActions={(group) => [
        { label: 'Show members', onActivate: () => setParams({ group: group.id }) },
      ]}
      empty={empty}
    >
      {openId && <OpenGroup id={openId} onDismiss={() => setParams({})} />}
    </ListPage>
  )
}
