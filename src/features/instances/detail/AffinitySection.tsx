import AddIcon from '@mui/icons-material/Add'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useCallback, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { useInstanceAffinityGroupListQuery } from '~/api/endpoints/affinity'
import { useInstanceAntiAffinityGroupListQuery } from '~/api/endpoints/instances'
import type { Instance } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmAction,
  ListPage,
  refetchAll,
  type DataTableColumn,
  type RowAction,
} from '~/components'
import {
  KIND_LABEL,
  POLICY_LABEL,
  kindNoun,
  useGroupCalls,
  type GroupRow,
} from '~/api/affinityGroups'
import { affinityJoinDisabledReason } from '~/state/machines'
import { JoinGroupModal } from './JoinGroupModal'
import { SectionHeader } from './SectionHeader'
import { labelOf } from '~/util/labels'

const columns = (project: string): DataTableColumn<GroupRow>[] => [
  {
    field: 'name',
    headerName: 'Group',
    flex: 1,
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={pb.affinityGroup(project, row.kind, row.name)}>
        {row.name}
      </MuiLink>
    ),
  },
  {
    field: 'kind',
    headerName: 'Kind',
    width: 150,
    renderCell: ({ row }) => KIND_LABEL[row.kind],
  },
  {
    field: 'policy',
    headerName: 'Policy',
    width: 110,
    renderCell: ({ row }) => labelOf(POLICY_LABEL, row.policy),
  },
  { field: 'description', headerName: 'Description', flex: 1.5 },
]

/**
 * The affinity and anti-affinity groups the instance is in, joined and left from here. Only an
 * instance without a sled reservation joins (spec §4 as the affinity machine has it); the
 * button says why when this one cannot. Leaving is always allowed.
 */
export function AffinitySection({ project, instance }: { project: string; instance: Instance }) {
  const arg = { path: { instance: instance.id }, query: { limit: ALL_PAGES_LIMIT } }
  const affinity = useInstanceAffinityGroupListQuery(arg)
  const anti = useInstanceAntiAffinityGroupListQuery(arg)
  const calls = useGroupCalls()
  const [joining, setJoining] = useState(false)
  const rows = useMemo(
    () =>
      affinity.data && anti.data
        ? [
            ...anti.data.items.map((g): GroupRow => ({ ...g, kind: 'anti-affinity' })),
            ...affinity.data.items.map((g): GroupRow => ({ ...g, kind: 'affinity' })),
          ]
        : undefined,
    [affinity.data, anti.data],
  )
  const tableColumns = useMemo(() => columns(project), [project])
  const error = affinity.error ?? anti.error
  // the rows are as old as the older of the two answers
  const updatedAt =
    affinity.fulfilledTimeStamp && anti.fulfilledTimeStamp
      ? Math.min(affinity.fulfilledTimeStamp, anti.fulfilledTimeStamp)
      : undefined

  const rowActions = useCallback(
    (group: GroupRow): RowAction[] => [
      {
        label: 'Leave group',
        danger: true,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Leave group',
            modalContent: (
              <Typography>
                Remove <strong>{instance.name}</strong> from the{' '}
                {kindNoun(group.kind).toLowerCase()} <strong>{group.name}</strong>? The instance
                keeps running where it is.
              </Typography>
            ),
            errorTitle: 'Could not leave group',
            actionType: 'danger',
            actionLabel: 'Leave',
            doAction: async () => {
              await calls.removeMember(group.kind, group.id, instance.id)
              addToast({ content: `${instance.name} removed from ${group.name}` })
            },
          }),
      },
    ],
    [calls, instance.id, instance.name],
  )

  return (
    <>
      <SectionHeader
        title="Affinity groups"
        changes="this instance's affinity groups"
        actions={[
          {
            label: 'Add to group',
            icon: <AddIcon aria-hidden />,
            onClick: () => setJoining(true),
            disabledReason: affinityJoinDisabledReason(instance),
          },
        ]}
      />
      <ListPage
        label="Affinity groups"
        noun="groups"
        one="group"
        result={{
          rows,
          error,
          refetch: refetchAll(affinity, anti),
          updatedAt,
        }}
        // the one list of the settings tab, of a few rows: no filter
        filterable={false}
        columns={tableColumns}
        rowActions={rowActions}
        empty={{
          title: 'In no group',
          body: 'Groups place their members on the same sled (affinity) or on different sleds (anti-affinity) when they start.',
        }}
      />
      {joining && rows && (
        <JoinGroupModal
          project={project}
          instance={instance}
          memberOf={new Set(rows.map((r) => r.id))}
          onDismiss={() => setJoining(false)}
        />
      )}
    </>
  )
}
