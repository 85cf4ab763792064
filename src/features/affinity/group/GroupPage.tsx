import AffinityIcon from '@mui/icons-material/HubOutlined'
import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useCallback, useMemo, useState } from 'react'
import { Link, Outlet, useNavigate } from 'react-router-dom'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmAction,
  CopyButton,
  DateTime,
  deleteAction,
  GatedButton,
  InstanceStateBadge,
  ListPage,
  PropertiesTable,
  useChangeReason,
  type DataTableColumn,
  type RowAction,
  ResourceHeader,
} from '~/components'
import {
  FAILURE_DOMAIN_LABEL,
  KIND_HELP,
  KIND_LABEL,
  kindNoun,
  POLICY_LABEL,
  useGroupCalls,
  useMembers,
  type AffinityKind,
  type Group,
  type Member,
} from '~/api/affinityGroups'
import { groupViews } from '../views'
import { AddMemberModal } from './AddMemberModal'
import { labelOf } from '~/util/labels'

type MemberRow = Member['value']

const memberColumns = (project: string): DataTableColumn<MemberRow>[] => [
  {
    field: 'name',
    headerName: 'Instance',
    flex: 1,
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={pb.instance(project, row.name)}>
        {row.name}
      </MuiLink>
    ),
  },
  {
    field: 'runState',
    headerName: 'State',
    width: 160,
    renderCell: ({ row }) => <InstanceStateBadge state={row.runState} />,
  },
]

function GroupProperties({ kind, group }: { kind: AffinityKind; group: Group }) {
  return (
    <PropertiesTable
      columns={2}
      properties={[
        { label: 'Kind', value: `${KIND_LABEL[kind]}: ${KIND_HELP[kind].toLowerCase()}` },
        { label: 'Policy', value: labelOf(POLICY_LABEL, group.policy) },
        { label: 'Failure domain', value: labelOf(FAILURE_DOMAIN_LABEL, group.failureDomain) },
        { label: 'Created', value: <DateTime date={group.timeCreated} /> },
        {
          label: 'ID',
          value: (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {group.id}
              </Box>
              <CopyButton text={group.id} label="Copy ID" />
            </Box>
          ),
        },
        { label: 'Description', value: group.description || '—' },
      ]}
    />
  )
}

/** A group's page: its properties, its member instances (add, remove), edit and delete. */
function GroupPage({
  kind,
  group,
  project,
}: {
  kind: AffinityKind
  group: Group
  project: string
}) {
  const navigate = useNavigate()
  const calls = useGroupCalls()
  const members = useMembers(kind, group.id)
  const [adding, setAdding] = useState(false)
  const rows = useMemo(() => members.data?.items.map((m) => m.value), [members.data])
  const memberIds = useMemo(() => new Set(rows?.map((r) => r.id)), [rows])
  const columns = useMemo(() => memberColumns(project), [project])

  const rowActions = useCallback(
    (member: MemberRow): RowAction[] => [
      {
        label: 'Remove',
        danger: true,
        onActivate: () =>
          confirmAction({
            modalTitle: 'Remove member',
            modalContent: (
              <Typography>
                Remove <strong>{member.name}</strong> from <strong>{group.name}</strong>? The
                instance keeps running where it is.
              </Typography>
            ),
            errorTitle: 'Could not remove member',
            actionType: 'danger',
            actionLabel: 'Remove',
            doAction: async () => {
              await calls.removeMember(kind, group.id, member.id)
              addToast({ content: `${member.name} removed from ${group.name}` })
            },
          }),
      },
    ],
    [calls, group, kind],
  )

  const addReason = useChangeReason('add members')

  const actions: RowAction[] = [
    {
      label: 'Edit',
      onActivate: () => void navigate(pb.affinityGroupEdit(project, kind, group.name)),
    },
    deleteAction({
      noun: kindNoun(kind),
      name: group.name,
      doDelete: async () => {
        await calls.remove(kind, group.id)
        void navigate(pb.affinity(project))
      },
    }),
  ]

  return (
    <>
      <ResourceHeader
        title={group.name}
        icon={<AffinityIcon aria-hidden />}
        kind="group"
        actions={actions}
      />
      <Box sx={{ mb: 3 }}>
        <GroupProperties kind={kind} group={group} />
      </Box>
      <ListPage
        title="Members"
        level="section"
        icon={null}
        label="Members"
        noun="members"
        one="member"
        result={{
          rows,
          error: members.error,
          refetch: members.refetch,
          updatedAt: members.fulfilledTimeStamp,
        }}
        columns={columns}
        getRowLabel={(row) => row.name}
        rowActions={rowActions}
        filterable={false}
        headerActions={
          <GatedButton
            variant="outlined"
            startIcon={<AddIcon aria-hidden />}
            disabledReason={addReason}
            onClick={() => setAdding(true)}
          >
            Add instance
          </GatedButton>
        }
        empty={{
          title: 'No members',
          body: 'Add stopped instances of this project; the group places them when they start.',
        }}
      />
      {adding && (
        <AddMemberModal
          kind={kind}
          group={group}
          project={project}
          memberIds={memberIds}
          onDismiss={() => setAdding(false)}
        />
      )}
      <Outlet />
    </>
  )
}

export const AffinityGroupPage = groupViews.affinity.page(function AffinityGroupPage(view) {
  return <GroupPage kind="affinity" group={view.data} project={view.param('project')} />
})
export const AntiAffinityGroupPage = groupViews['anti-affinity'].page(
  function AntiAffinityGroupPage(view) {
    return <GroupPage kind="anti-affinity" group={view.data} project={view.param('project')} />
  },
)
