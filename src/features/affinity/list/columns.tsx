import Skeleton from '@mui/material/Skeleton'
import { descriptionColumn, nameLinkColumn, type DataTableColumn } from '~/components'
import { pb } from '~/app/routes/paths'
import {
  FAILURE_DOMAIN_LABEL,
  KIND_LABEL,
  POLICY_LABEL,
  useMembers,
  type GroupRow,
} from '~/api/affinityGroups'
import { labelOf } from '~/util/labels'

/** How many instances the group holds; its own small query, shared with the group's page. */
function MemberCount({ row }: { row: GroupRow }) {
  const members = useMembers(row.kind, row.id)
  if (members.data) return members.data.items.length
  if (members.isLoading) return <Skeleton width={24} />
  return <span title="Could not load the members">—</span>
}

/** Both kinds in one list: name (to the group's page), kind, policy, failure domain, members. */
export const groupColumns = (project: string): DataTableColumn<GroupRow>[] => [
  nameLinkColumn((row) => pb.affinityGroup(project, row.kind, row.name)),
  {
    field: 'kind',
    headerName: 'Kind',
    width: 130,
    renderCell: ({ row }) => KIND_LABEL[row.kind],
    csv: (row) => row.kind,
  },
  {
    field: 'policy',
    headerName: 'Policy',
    width: 90,
    renderCell: ({ row }) => labelOf(POLICY_LABEL, row.policy),
  },
  {
    field: 'failureDomain',
    headerName: 'Failure domain',
    width: 130,
    renderCell: ({ row }) => labelOf(FAILURE_DOMAIN_LABEL, row.failureDomain),
  },
  {
    field: 'members',
    headerName: 'Members',
    width: 100,
    renderCell: ({ row }) => <MemberCount row={row} />,
  },
  // no creation time: at 1024 px the description would have no room left
  descriptionColumn(),
]
