import AddIcon from '@mui/icons-material/Add'
import { lazy, Suspense, useState } from 'react'
import { systemSilosApi, useLocalIdpUserDeleteMutation } from '~/api/endpoints/systemSilos'
import type { Silo, User } from '~/api/generated/types'
import { useRoleGate } from '~/app/roles'
import {
  addToast,
  confirmDelete,
  createdColumn,
  GatedButton,
  ListPage,
  type DataTableColumn,
} from '~/components'

// A silo's users (?tab=users). In a silo with local identity a fleet admin creates users, sets
// or resets their passwords and deletes them; a SAML silo's users come from its provider.

const forms = () => import(/* webpackChunkName: "system-silo-forms" */ './forms')
const LocalUserCreateForm = lazy(() => forms().then((m) => ({ default: m.LocalUserCreateForm })))
const SetPasswordForm = lazy(() => forms().then((m) => ({ default: m.SetPasswordForm })))

const columns: DataTableColumn<User>[] = [
  { field: 'displayName', headerName: 'Name', flex: 1 },
  { field: 'id', headerName: 'ID', flex: 1, renderCell: ({ row }) => <code>{row.id}</code> },
  createdColumn<User>(),
]

type Open = { kind: 'create' } | { kind: 'password'; user: User } | null

export function SiloUsersTab({ silo }: { silo: Silo }) {
  const [open, setOpen] = useState<Open>(null)
  const [remove] = useLocalIdpUserDeleteMutation()
  const notAdmin = useRoleGate({ level: 'fleet', need: 'admin', action: 'manage local users' })
  const reason =
    silo.identityMode === 'local_only'
      ? notAdmin
      : 'Users of a silo with SAML identity come from its identity provider'
  return (
    <ListPage
      label="Users"
      endpoint={systemSilosApi.endpoints.siloUserList}
      query={() => ({ silo: silo.id })}
      kind="users"
      columns={columns}
      getRowLabel={(u) => u.displayName}
      headerActions={
        <GatedButton
          variant="contained"
          startIcon={<AddIcon aria-hidden />}
          disabledReason={reason}
          onClick={() => setOpen({ kind: 'create' })}
        >
          New user
        </GatedButton>
      }
      empty={{ title: 'No users', body: 'This silo has no users yet.' }}
      rowActions={(user) => [
        {
          label: 'Set password',
          disabledReason: reason,
          onActivate: () => setOpen({ kind: 'password', user }),
        },
        {
          label: 'Delete',
          danger: true,
          disabledReason: reason,
          onActivate: () =>
            confirmDelete({
              label: `the user ${user.displayName}`,
              doDelete: async () => {
                await remove({ path: { userId: user.id }, query: { silo: silo.id } }).unwrap()
                addToast({ content: `User ${user.displayName} deleted` })
              },
            }),
        },
      ]}
    >
      <Suspense fallback={null}>
        {open?.kind === 'create' && (
          <LocalUserCreateForm silo={silo} onDismiss={() => setOpen(null)} />
        )}
        {open?.kind === 'password' && (
          <SetPasswordForm silo={silo} user={open.user} onDismiss={() => setOpen(null)} />
        )}
      </Suspense>
    </ListPage>
  )
}
