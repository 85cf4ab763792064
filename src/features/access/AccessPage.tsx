import AddIcon from '@mui/icons-material/Add'
import LockIcon from '@mui/icons-material/LockOutlined'
import Button from '@mui/material/Button'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { pb } from '~/app/routes/paths'
import { useRoleGate } from '~/app/roles'
import { GatedButton, ListPage, type RowAction } from '~/components'
import { roleLevel } from './roleLevel'
import { projectColumns, siloColumns } from './columns'
import { GroupMembersModal } from './GroupMembersModal'
import { confirmRemoveRole, scopeText, type Scope } from './confirmLoss'
import type { RoleFormTarget } from './RoleForm'
import { losesOwnAdmin, unassigned, type AccessRow, type Identity } from './roles'
import {
  roleRequest,
  useAccessData,
  useSaveRole,
  type AccessLevel,
  type AccessPolicies,
} from './useAccess'

// The access table of the silo or of one project, with Add role, Change role, Remove and a
// group's members. The forms are not routes (spec §2 has none for them): they open over the
// table, from their own chunk (formik, yup).

const RoleForm = lazy(() =>
  import(/* webpackChunkName: "access-forms" */ './forms').then((m) => ({ default: m.RoleForm })),
)

type Props = { level: AccessLevel; scope: Scope; policies: AccessPolicies }

const identityKind = (row: AccessRow) => (row.type === 'silo_group' ? 'Group' : 'User')
const TABLE_LABEL = { fleet: 'Fleet roles', silo: 'Silo roles', project: 'Project roles' }

function AccessBody({ level, scope, policies, onRetry }: Props & { onRetry: () => void }) {
  const data = useAccessData(policies)
  const saveRole = useSaveRole(level)
  const [form, setForm] = useState<RoleFormTarget | null>(null)
  const [members, setMembers] = useState<Identity | null>(null)
  const { rows, identities, policy, me, inheritedAdmin } = data
  // Only an admin at the level changes its roles (spec §6): say so before the API refuses.
  const notAdmin = useRoleGate({
    level: roleLevel(level),
    need: 'admin',
    action: `change roles on ${scopeText(scope)}`,
  })

  const loses = (identity: Pick<Identity, 'id' | 'type'>, role: AccessRow['role'] | null) =>
    Boolean(me && losesOwnAdmin(policy, me, identity, role ?? null, inheritedAdmin))
  const columns = useMemo(
    () => (level.kind === 'project' ? projectColumns : siloColumns)(setMembers),
    [level.kind],
  )
  // Rows wait for who I am too: removing my own last admin role must ask its second question,
  // and the silo's name in every message comes with me
  const ready = rows !== undefined && identities !== undefined && me !== undefined

  const rowActions = (row: AccessRow): RowAction[] => {
    const inherited =
      row.role === undefined
        ? `${row.name} has no project role, only a silo role: add a project role with Add role`
        : undefined
    return [
      ...(row.type === 'silo_group'
        ? [{ label: 'Show members', reads: true, onActivate: () => setMembers(row) }]
        : []),
      {
        label: 'Change role',
        disabledReason: notAdmin ?? inherited,
        onActivate: () => setForm({ kind: 'edit', row }),
      },
      {
        label: 'Remove',
        danger: true,
        disabledReason: notAdmin ?? inherited,
        onActivate: () =>
          confirmRemoveRole({
            row,
            scope,
            remove: () => saveRole(row, null),
            losesOwnAdmin: loses(row, null),
          }),
      },
    ]
  }

  const addRole = (
    <>
      {/* everyone in the silo, roles or not */}
      <Button component={Link} to={pb.siloUsers()}>
        All users
      </Button>
      <Button component={Link} to={pb.siloGroups()}>
        All groups
      </Button>
      <GatedButton
        variant="contained"
        startIcon={<AddIcon aria-hidden />}
        disabled={!ready && !notAdmin}
        disabledReason={notAdmin}
        onClick={() => setForm({ kind: 'add', candidates: unassigned(identities ?? [], policy) })}
      >
        Add role
      </GatedButton>
    </>
  )

  return (
    <ListPage
      title="Access"
      icon={<LockIcon aria-hidden />}
      label={TABLE_LABEL[level.kind]}
      noun="role assignments"
      one="role assignment"
      headerActions={addRole}
      result={{
        rows: ready ? rows : undefined,
        error: data.error,
        // the user and group lists are fetched again with the policies (a remount)
        refetch: () => {
          data.refetch()
          onRetry()
        },
      }}
      columns={columns}
      getRowLabel={(row) => row.name}
      rowActions={rowActions}
      stateOf={identityKind}
      stateLabel="Kind"
      empty={{
        title: 'No roles assigned',
        body: `Nobody has a role on ${scopeText(scope)} yet.${notAdmin ? '' : ' Add one with Add role.'}`,
      }}
    >
      {form && (
        <Suspense fallback={null}>
          <RoleForm
            scope={scope}
            target={form}
            save={saveRole}
            request={policy && ((identity, role) => roleRequest(level, policy, identity, role))}
            losesOwnAdmin={loses}
            onDismiss={() => setForm(null)}
          />
        </Suspense>
      )}
      {members && <GroupMembersModal group={members} onDismiss={() => setMembers(null)} />}
    </ListPage>
  )
}

/** Retry remounts the body: the user and group lists are fetched again with the policies. */
export function AccessPage(props: Props) {
  const [attempt, setAttempt] = useState(0)
  return <AccessBody key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />
}
