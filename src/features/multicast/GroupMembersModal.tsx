import MuiLink from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import {
  useMulticastGroupMemberListQuery,
  useMulticastGroupViewQuery,
} from '~/api/endpoints/experimental'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { pb } from '~/app/routes/paths'
import {
  MulticastGroupStateBadge,
  MulticastMemberStateBadge,
  PropertiesTable,
  QueryError,
  SideModal,
  Spinner,
} from '~/components'
import { formatDateTime } from '~/util/format'
import type { InstanceNames } from './MulticastGroupsPage'
import { sourcesText } from './sources'

type Props = {
  /** the group's name, id or address, as the page's ?group= names it */
  group: string
  project: string
  names: InstanceNames | undefined
  onDismiss: () => void
}

/**
 * A group and its members over the list. The members are instances, named when they are this
 * project's; an instance of another project is known here by its id only.
 */
export function GroupMembersModal({ group: key, project, names, onDismiss }: Props) {
  const headingId = useId()
  const view = useMulticastGroupViewQuery({ path: { multicastGroup: key } })
  const members = useMulticastGroupMemberListQuery({
    path: { multicastGroup: key },
    query: { limit: ALL_PAGES_LIMIT },
  })
  const group = view.data
  const items = members.data?.items

  let body
  if (members.error !== undefined) {
    body = <QueryError what="the members" error={members.error} onRetry={members.refetch} />
  } else if (!items || !names) {
    body = <Spinner size={32} />
  } else if (items.length === 0) {
    body = <Typography color="text.secondary">This group has no members.</Typography>
  } else {
    body = (
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>Instance</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Sources</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((m) => {
            const name = names.get(m.instanceId)
            return (
              <TableRow key={m.id}>
                <TableCell>
                  {name ? (
                    <MuiLink component={Link} to={pb.instanceNetworking(project, name)}>
                      {name}
                    </MuiLink>
                  ) : (
                    <>
                      Another project’s instance <code>{m.instanceId}</code>
                    </>
                  )}
                </TableCell>
                <TableCell>
                  <MulticastMemberStateBadge state={m.state} />
                </TableCell>
                <TableCell>{sourcesText(m.sourceIps)}</TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    )
  }

  return (
    <SideModal
      title={`Members of ${group?.name ?? key}`}
      subtitle={items ? `${items.length} ${items.length === 1 ? 'member' : 'members'}` : undefined}
      isOpen
      onDismiss={onDismiss}
    >
      {view.error !== undefined ? (
        <QueryError what="the group" error={view.error} onRetry={view.refetch} />
      ) : group ? (
        <PropertiesTable
          properties={[
            { label: 'Address', value: <code>{group.multicastIp}</code> },
            { label: 'State', value: <MulticastGroupStateBadge state={group.state} /> },
            { label: 'Sources', value: sourcesText(group.sourceIps, group.hasAnySourceMember) },
            { label: 'Created', value: formatDateTime(group.timeCreated) },
            ...(group.description ? [{ label: 'Description', value: group.description }] : []),
          ]}
        />
      ) : null}
      <Typography id={headingId} variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
        Members
      </Typography>
      {body}
    </SideModal>
  )
}
