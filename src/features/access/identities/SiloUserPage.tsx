import PersonIcon from '@mui/icons-material/PersonOutlined'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { skipToken } from '@reduxjs/toolkit/query'
import { Link } from 'react-router-dom'
import {
  silosApi,
  usePolicyViewQuery,
  useUserLogoutMutation,
  useUserSessionListQuery,
  useUserTokenListQuery,
} from '~/api/endpoints/silos'
import type { ConsoleSession, DeviceAccessToken } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { roleGate, roleIn, useMe, useSiloRole, type Me } from '~/app/roles'
import { defineView } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import {
  ActionButton,
  addToast,
  confirmAction,
  createdColumn,
  DATE_MIN_WIDTH,
  DateTime,
  ListPage,
  PageHeader,
  PropertiesTable,
  type DataTableColumn,
} from '~/components'
import { RoleChip } from '../columns'
import { GroupChips } from './SiloUsersPage'
import { useMemberships } from './useMemberships'
import { useProjectRoles, type ProjectRole } from './useProjectRoles'

// users/{user}: one user of the silo (the API addresses users by id), their groups, the roles
// they hold, and where they are signed in: console sessions and device access tokens. A silo admin
// signs them out everywhere; the user may read their own sessions, nobody else below admin.

const userView = defineView(silosApi.endpoints.userView, (param) => ({
  path: { userId: param('user') },
}))
export const siloUserLoader = userView.loader

const idColumn = <Row extends { id: string }>(): DataTableColumn<Row> => ({
  field: 'id',
  headerName: 'ID',
  flex: 2,
  renderCell: ({ row }) => <code>{row.id}</code>,
})

const sessionColumns: DataTableColumn<ConsoleSession>[] = [
  idColumn(),
  createdColumn(),
  {
    field: 'timeLastUsed',
    headerName: 'Last used',
    width: 200,
    minWidth: DATE_MIN_WIDTH,
    renderCell: ({ row }) => <DateTime date={row.timeLastUsed} />,
    csv: (row) => row.timeLastUsed.toISOString(),
  },
]

const tokenColumns: DataTableColumn<DeviceAccessToken>[] = [
  idColumn(),
  createdColumn(),
  {
    field: 'timeExpires',
    headerName: 'Expires',
    width: 200,
    minWidth: DATE_MIN_WIDTH,
    renderCell: ({ row }) => (row.timeExpires ? <DateTime date={row.timeExpires} /> : 'Never'),
    csv: (row) => row.timeExpires?.toISOString() ?? '',
  },
]

const projectColumns: DataTableColumn<ProjectRole>[] = [
  {
    field: 'name',
    headerName: 'Project',
    flex: 1,
    renderCell: ({ row }) => <Link to={pb.projectAccess(row.name)}>{row.name}</Link>,
    csv: (row) => row.name,
  },
  {
    field: 'role',
    headerName: 'Role',
    width: 180,
    renderCell: ({ row }) => <RoleChip role={row.role} />,
    csv: (row) => row.role,
  },
]

function Section({ title }: { title: string }) {
  return (
    <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
      {title}
    </Typography>
  )
}

function ProjectRoles({ who }: { who: Me | undefined }) {
  const { rows, unreadable, unchecked, checkAll, error, refetch } = useProjectRoles(who)
  return (
    <>
      <Section title="Project roles" />
      <ListPage
        label="Project roles"
        result={{ rows, loading: rows === undefined && error === undefined, error, refetch }}
        inUrl={false}
        copyId={false}
        columns={projectColumns}
        getRowLabel={(row) => row.name}
        empty={{
          title: 'No project roles',
          body: 'The user holds no role on any project, directly or through a group.',
        }}
      />
      {unreadable > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {unreadable === 1
            ? "1 project's roles could not be read."
            : `${unreadable} projects' roles could not be read.`}
        </Typography>
      )}
      {rows !== undefined && unchecked > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {unchecked === 1 ? '1 more project' : `${unchecked} more projects`} not checked (one
          request each).{' '}
          <Button size="small" onClick={checkAll}>
            Check {unchecked === 1 ? 'it' : `all ${unchecked}`}
          </Button>
        </Typography>
      )}
    </>
  )
}

/** Sessions and tokens: the user's own, or any user's for a silo admin. */
function SignIns({ userId, seeReason }: { userId: string; seeReason: string | undefined }) {
  const arg = seeReason ? skipToken : { path: { userId }, query: { limit: ALL_PAGES_LIMIT } }
  const sessions = useUserSessionListQuery(arg)
  const tokens = useUserTokenListQuery(arg)
  if (seeReason) {
    return (
      <>
        <Section title="Sign-ins" />
        <Typography color="text.secondary">{seeReason}</Typography>
      </>
    )
  }
  return (
    <>
      <Section title="Console sessions" />
      <ListPage
        label="Console sessions"
        result={{
          rows: sessions.data?.items,
          error: sessions.error,
          refetch: sessions.refetch,
          updatedAt: sessions.fulfilledTimeStamp,
        }}
        inUrl={false}
        columns={sessionColumns}
        getRowLabel={(row) => row.id}
        empty={{
          title: 'No console sessions',
          body: 'The user is not signed in to the console in any browser.',
        }}
      />
      <Section title="Access tokens" />
      <ListPage
        label="Access tokens"
        result={{
          rows: tokens.data?.items,
          error: tokens.error,
          refetch: tokens.refetch,
          updatedAt: tokens.fulfilledTimeStamp,
        }}
        inUrl={false}
        columns={tokenColumns}
        getRowLabel={(row) => row.id}
        empty={{
          title: 'No access tokens',
          body: 'Signing in with the CLI (oxide auth login) issues a token that shows here.',
        }}
      />
    </>
  )
}

export const SiloUserPage = userView.page(function SiloUserPage({ data: user }) {
  const me = useMe()
  const siloRole = useSiloRole()
  const policy = usePolicyViewQuery().data
  const { memberships } = useMemberships()
  const groupIds = memberships ? (memberships.groupsOf.get(user.id) ?? []) : undefined
  const who = groupIds ? { id: user.id, groupIds } : undefined
  const [logout] = useUserLogoutMutation()
  const self = me?.id === user.id
  const logoutReason = roleGate(siloRole, 'silo', 'admin', 'sign a user out')
  const seeReason = self
    ? undefined
    : roleGate(siloRole, 'silo', 'admin', "see another user's sessions and tokens")

  return (
    <>
      <PageHeader
        title={user.displayName}
        icon={<PersonIcon aria-hidden />}
        actions={
          <ActionButton
            action={{
              label: 'Sign out everywhere',
              danger: true,
              disabledReason: logoutReason,
              onActivate: () =>
                confirmAction({
                  modalTitle: `Sign out ${user.displayName} everywhere`,
                  modalContent: (
                    <Typography>
                      Every console session and access token of {user.displayName} is deleted: each
                      browser and device (the CLI, scripts) they signed in from must sign in again.
                      This cannot be undone.
                      {self && ' You are signed out too.'}
                    </Typography>
                  ),
                  actionType: 'danger',
                  actionLabel: 'Sign out everywhere',
                  errorTitle: `Could not sign ${user.displayName} out`,
                  doAction: async () => {
                    await logout({ path: { userId: user.id } }).unwrap()
                    addToast({ content: `${user.displayName} signed out everywhere` })
                  },
                }),
            }}
          />
        }
      />
      <PropertiesTable
        columns={2}
        properties={[
          { label: 'Name', value: user.displayName },
          { label: 'ID', value: <code>{user.id}</code> },
          {
            label: 'Silo role',
            value: who && policy ? <RoleChip role={roleIn(policy, who)} /> : '…',
          },
          { label: 'Created', value: <DateTime date={user.timeCreated} /> },
          { label: 'Groups', value: <GroupChips ids={groupIds} /> },
        ]}
      />
      <ProjectRoles who={who} />
      <SignIns userId={user.id} seeReason={seeReason} />
    </>
  )
}, null)
