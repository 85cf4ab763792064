import AddIcon from '@mui/icons-material/Add'
import MuiLink from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import {
  useInstanceMulticastGroupLeaveMutation,
  useInstanceMulticastGroupListQuery,
  useMulticastGroupViewQuery,
} from '~/api/endpoints/experimental'
import type { Instance, MulticastGroupMember } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  confirmAction,
  ListPage,
  MulticastMemberStateBadge,
  type DataTableColumn,
} from '~/components'
import { JoinMulticastGroupForm } from './JoinMulticastGroupForm'
import { SectionHeader } from './SectionHeader'

// A membership names its group by id: the group's view (cached per group) gives its name.
function useGroupName(id: string): string | undefined {
  return useMulticastGroupViewQuery({ path: { multicastGroup: id } }).data?.name
}

function GroupLink({ project, id }: { project: string; id: string }) {
  const { data, isError } = useMulticastGroupViewQuery({ path: { multicastGroup: id } })
  const name = data?.name
  // a group that could not be read is known by its id
  if (!name) return isError ? <code>{id}</code> : <>…</>
  return (
    <MuiLink component={Link} to={pb.multicastGroups(project, name)}>
      {name}
    </MuiLink>
  )
}

const columns = (project: string): DataTableColumn<MulticastGroupMember>[] => [
  {
    field: 'multicastGroupId',
    headerName: 'Group',
    flex: 1,
    renderCell: ({ row }) => <GroupLink project={project} id={row.multicastGroupId} />,
    csv: (row) => row.multicastGroupId,
  },
  {
    field: 'multicastIp',
    headerName: 'Address',
    width: 150,
    renderCell: ({ row }) => <code>{row.multicastIp}</code>,
  },
  {
    field: 'sourceIps',
    headerName: 'Sources',
    flex: 1,
    renderCell: ({ row }) => row.sourceIps.join(', ') || 'Any',
    csv: (row) => row.sourceIps.join(' '),
  },
  {
    field: 'state',
    headerName: 'State',
    width: 120,
    renderCell: ({ row }) => <MulticastMemberStateBadge state={row.state} />,
  },
]

/** The leave confirmation names the group; its name may still be loading. */
function LeaveText({ instance, id }: { instance: Instance; id: string }) {
  const name = useGroupName(id)
  return (
    <Typography>
      Remove <strong>{instance.name}</strong> from the multicast group <strong>{name ?? id}</strong>
      ? It stops receiving the group’s traffic. A group whose last member leaves is deleted.
    </Typography>
  )
}

/**
 * The multicast groups the instance is a member of, joined and left from here. The API lets an
 * instance of any state join or leave; a member receives the group's traffic while its instance
 * runs (joined), and has left while it is stopped.
 */
export function MulticastGroups({ project, instance }: { project: string; instance: Instance }) {
  const { data, error, isLoading, refetch, fulfilledTimeStamp } =
    useInstanceMulticastGroupListQuery({
      path: { instance: instance.id },
      query: { limit: ALL_PAGES_LIMIT },
    })
  const [leave] = useInstanceMulticastGroupLeaveMutation()
  const [joining, setJoining] = useState(false)
  const tableColumns = useMemo(() => columns(project), [project])
  const rows = data?.items

  const confirmLeave = (member: MulticastGroupMember) =>
    confirmAction({
      modalTitle: 'Leave multicast group',
      modalContent: <LeaveText instance={instance} id={member.multicastGroupId} />,
      errorTitle: 'Could not leave multicast group',
      actionType: 'danger',
      actionLabel: 'Leave',
      doAction: async () => {
        await leave({
          path: { instance: instance.id, multicastGroup: member.multicastGroupId },
        }).unwrap()
        addToast({ content: `${instance.name} left ${member.multicastIp}` })
      },
    })

  return (
    <>
      <SectionHeader
        title="Multicast groups"
        changes="this instance's multicast groups"
        actions={[
          {
            label: 'Join multicast group',
            icon: <AddIcon aria-hidden />,
            onClick: () => setJoining(true),
          },
        ]}
      />
      <ListPage
        label="Multicast groups"
        noun="groups"
        one="group"
        result={{ rows, loading: isLoading, error, refetch, updatedAt: fulfilledTimeStamp }}
        inUrl={false}
        filterable={false}
        columns={tableColumns}
        // a membership's own name is the API's `member-<id>`: the address says which group
        getRowLabel={(member) => member.multicastIp}
        rowActions={(member) => [
          { label: 'Leave group', danger: true, onActivate: () => confirmLeave(member) },
        ]}
        empty={{
          title: 'In no multicast group',
          body: 'A member of a group receives the traffic sent to its address while the instance runs.',
        }}
      />
      {joining && rows && (
        <JoinMulticastGroupForm
          instance={instance}
          memberOf={new Set(rows.map((m) => m.multicastGroupId))}
          onDismiss={() => setJoining(false)}
        />
      )}
    </>
  )
}
