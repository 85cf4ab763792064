import HubIcon from '@mui/icons-material/HubOutlined'
import MuiLink from '@mui/material/Link'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { experimentalApi, useMulticastGroupMemberListQuery } from '~/api/endpoints/experimental'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import type { MulticastGroup } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import {
  createdColumn,
  ListPage,
  MulticastGroupStateBadge,
  type DataTableColumn,
} from '~/components'
import { GroupMembersModal } from './GroupMembersModal'
import { sourcesText } from './sources'

// projects/{project}/multicast-groups: the API's multicast groups are fleet-wide (any signed-in
// user lists them all, and instances of any project join one), so the page lists every group and
// names the members that are this project's instances. A group is made by the first instance
// that joins it and goes with the last that leaves, both from an instance's networking tab.
const groupsList = defineList({ endpoint: experimentalApi.endpoints.multicastGroupList })
export const multicastGroupsLoader = groupsList.loader

export type InstanceNames = ReadonlyMap<string, string>

/** The project's instances by id, to name the members that are theirs. */
function useInstanceNames(project: string): InstanceNames | undefined {
  const { data, isError } = useInstanceListQuery({ query: { project, limit: ALL_PAGES_LIMIT } })
  // without the project's instances every member is known by its id only
  return useMemo(
    () => (data ? new Map(data.items.map((i) => [i.id, i.name])) : isError ? new Map() : undefined),
    [data, isError],
  )
}

/** '2: ingest-worker-1, ingest-worker-2', with a count of the members in other projects. */
function MembersCell({ group, names }: { group: MulticastGroup; names?: InstanceNames }) {
  const { data, isError } = useMulticastGroupMemberListQuery({
    path: { multicastGroup: group.id },
    query: { limit: ALL_PAGES_LIMIT },
  })
  if (isError) return <>Could not load</>
  if (!data || !names) return <>…</>
  const here = data.items.flatMap((m) => names.get(m.instanceId) ?? [])
  const elsewhere = data.items.length - here.length
  const parts = [...here, ...(elsewhere ? [`${elsewhere} in other projects`] : [])]
  return <>{parts.join(', ') || 'None'}</>
}

const columns = (
  open: (group: MulticastGroup) => void,
  names: InstanceNames | undefined,
): DataTableColumn<MulticastGroup>[] => [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    renderCell: ({ row }) => (
      <MuiLink component="button" type="button" onClick={() => open(row)}>
        {row.name}
      </MuiLink>
    ),
  },
  {
    field: 'multicastIp',
    headerName: 'Address',
    width: 150,
    renderCell: ({ row }) => <code>{row.multicastIp}</code>,
  },
  {
    field: 'state',
    headerName: 'State',
    width: 130,
    renderCell: ({ row }) => <MulticastGroupStateBadge state={row.state} />,
  },
  {
    field: 'sourceIps',
    headerName: 'Sources',
    flex: 1,
    renderCell: ({ row }) => sourcesText(row.sourceIps, row.hasAnySourceMember),
    csv: (row) => row.sourceIps.join(' '),
  },
  {
    field: 'members',
    headerName: 'Members',
    flex: 1.5,
    sortable: false,
    renderCell: ({ row }) => <MembersCell group={row} names={names} />,
    csv: null,
  },
  createdColumn<MulticastGroup>(),
]

const empty = {
  title: 'No multicast groups',
  body: 'A group is made when an instance joins it by name or address, from the instance’s networking tab.',
}

export function MulticastGroupsPage() {
  const { project } = useRouteParams('project')
  const [params, setParams] = useSearchParams()
  const names = useInstanceNames(project)
  const open = useMemo(
    () => (group: MulticastGroup) => setParams({ group: group.name }),
    [setParams],
  )
  const tableColumns = useMemo(() => columns(open, names), [open, names])
  const openGroup = params.get('group')
  return (
    <ListPage
      title="Multicast groups"
      icon={<HubIcon aria-hidden />}
      label="Multicast groups"
      list={groupsList}
      columns={tableColumns}
      rowHeight="auto"
      rowActions={(group) => [
        { label: 'Show members', reads: true, onActivate: () => open(group) },
      ]}
      empty={empty}
    >
      {openGroup && (
        <GroupMembersModal
          group={openGroup}
          project={project}
          names={names}
          onDismiss={() => setParams({})}
        />
      )}
    </ListPage>
  )
}
