import PersonIcon from '@mui/icons-material/PersonOutlined'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useCurrentUserGroupsQuery } from '~/api/endpoints/currentUser'
import { useCurrentUser } from '~/app/session'
import {
  CopyButton,
  DateTime,
  PageHeader,
  PropertiesTable,
  Spinner,
  QueryError,
} from '~/components'

export function ProfilePage() {
  const me = useCurrentUser()
  const groups = useCurrentUserGroupsQuery()
  if (!me) return null
  return (
    <>
      <PageHeader title="Profile" icon={<PersonIcon aria-hidden />} />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <PropertiesTable
          properties={[
            { label: 'Display name', value: me.displayName },
            {
              label: 'User ID',
              value: (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                    {me.id}
                  </Typography>
                  <CopyButton text={me.id} label="Copy user ID" />
                </Stack>
              ),
            },
            { label: 'Silo', value: me.siloName },
            // when the user was made in the silo: their first sign-in, for a SAML silo
            { label: 'Created', value: <DateTime date={me.timeCreated} /> },
          ]}
        />
        <section aria-labelledby="groups-heading">
          <Typography id="groups-heading" variant="h2" gutterBottom>
            Groups
          </Typography>
          {groups.isLoading ? (
            <Spinner />
          ) : !groups.data ? (
            <QueryError what="your groups" error={groups.error} onRetry={groups.refetch} />
          ) : groups.data.items.length > 0 ? (
            <Paper variant="outlined">
              <List dense aria-labelledby="groups-heading">
                {groups.data.items.map((g) => (
                  <ListItem key={g.id}>{g.displayName}</ListItem>
                ))}
              </List>
            </Paper>
          ) : (
            <Typography color="text.secondary">You are not a member of any groups.</Typography>
          )}
        </section>
      </Stack>
    </>
  )
}
