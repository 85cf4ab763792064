import PersonIcon from '@mui/icons-material/PersonOutlined'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useId, useMemo } from 'react'
import { silosApi } from '~/api/endpoints/silos'
import { useAllPages } from '~/api/paging'
import { QueryError, SideModal, Spinner } from '~/components'
import type { Identity } from './roles'

/** The users of a group (GET /v1/users?group=…), by name, in a side modal. */
export function GroupMembersModal({
  group,
  onDismiss,
}: {
  group: Identity
  onDismiss: () => void
}) {
  const query = useMemo(() => ({ group: group.id }), [group.id])
  const members = useAllPages(silosApi.endpoints.userList, query)
  const headingId = useId()
  const sorted = useMemo(
    () =>
      members.items
        ? [...members.items].sort((a, b) =>
            a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' }),
          )
        : undefined,
    [members.items],
  )

  let body
  if (members.error !== undefined) {
    body = <QueryError what="the members" error={members.error} onRetry={members.refetch} />
  } else if (!sorted) {
    body = <Spinner size={32} />
  } else if (sorted.length === 0) {
    body = <Typography color="text.secondary">This group has no members.</Typography>
  } else {
    body = (
      <List dense aria-labelledby={headingId}>
        {sorted.map((u) => (
          <ListItem key={u.id} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <PersonIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={u.displayName} />
          </ListItem>
        ))}
      </List>
    )
  }

  return (
    <SideModal
      title={`Members of ${group.name}`}
      subtitle={sorted ? `${sorted.length} ${sorted.length === 1 ? 'user' : 'users'}` : undefined}
      isOpen
      onDismiss={onDismiss}
    >
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1 }}>
        Users
      </Typography>
      {body}
    </SideModal>
  )
}
