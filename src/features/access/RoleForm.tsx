import Typography from '@mui/material/Typography'
import { useState } from 'react'
import {
  addToast,
  RadioGroupField,
  SelectField,
  SideModalForm,
  useSubmitError,
  type SelectGroup,
  type PlannedRequest,
} from '~/components'
import { confirmOwnDemotion, scopeText, type Scope } from './confirmLoss'
import {
  kindLabel,
  roleLabel,
  rolesAt,
  type AccessRow,
  type Identity,
  type RoleName,
} from './roles'
import {
  IDENTITY_LABEL,
  identityValue,
  parseIdentityValue,
  roleSchema,
  type RoleFormValues,
} from './roleSchema'

// Add role and Change role, in a side modal over the access table. Saving sends the whole
// policy with only this identity changed (useSaveRole).

type IdentityRef = Pick<Identity, 'id' | 'type'>

export type RoleFormTarget =
  /** a new assignment, for one of the identities with none yet at this level (spec §6) */
  { kind: 'add'; candidates: readonly Identity[] } | { kind: 'edit'; row: AccessRow }

export type RoleFormProps = {
  scope: Scope
  target: RoleFormTarget
  save: (identity: IdentityRef, role: RoleName) => Promise<unknown>
  /** what `save` sends, from the policy as the page has it (see roleRequest) */
  request?: (identity: IdentityRef, role: RoleName) => PlannedRequest
  /** whether this change takes away the signed-in user's own last admin role at this level */
  losesOwnAdmin: (identity: IdentityRef, role: RoleName) => boolean
  onDismiss: () => void
}

const roleChoices = (scope: Scope) =>
  rolesAt(scope.kind).map((r) => ({ value: r, label: roleLabel(r) }))

/** Users, then groups, each in table order: the picker's optgroups. */
function pickerGroups(candidates: readonly Identity[]): SelectGroup[] {
  const option = (i: Identity) => ({ value: identityValue(i), label: i.name })
  const users = candidates.filter((i) => i.type === 'silo_user').map(option)
  const groups = candidates.filter((i) => i.type === 'silo_group').map(option)
  return [
    ...(users.length ? [{ label: 'Users', options: users }] : []),
    ...(groups.length ? [{ label: 'Groups', options: groups }] : []),
  ]
}

export function RoleForm({
  scope,
  target,
  save,
  request,
  losesOwnAdmin,
  onDismiss,
}: RoleFormProps) {
  const [sending, setSending] = useState(false)
  const editing = target.kind === 'edit' ? target.row : undefined
  const candidates = target.kind === 'add' ? target.candidates : []
  const nameOf = (identity: IdentityRef) =>
    editing?.name ?? candidates.find((c) => c.id === identity.id)?.name ?? identity.id

  const saved = async (identity: IdentityRef, role: RoleName) => {
    setSending(true)
    try {
      await save(identity, role)
    } finally {
      setSending(false)
    }
    addToast({
      content: `${nameOf(identity)} now has the ${roleLabel(role)} role on ${scopeText(scope)}`,
    })
    onDismiss()
  }

  const { submitError, onSubmit } = useSubmitError(async (values: RoleFormValues) => {
    const identity = parseIdentityValue(values.identity)
    const role = values.role
    if (!identity || !role) return // the schema has said what is missing
    if (losesOwnAdmin(identity, role)) {
      // a second question first; a failure then is its error toast, and the form stays open
      confirmOwnDemotion(scope, role, () => saved(identity, role))
      return
    }
    await saved(identity, role)
  })

  const initialValues: RoleFormValues = editing
    ? { identity: identityValue(editing), role: editing.role ?? '' }
    : { identity: '', role: 'viewer' }

  return (
    <SideModalForm<RoleFormValues>
      title={editing ? 'Change role' : 'Add role'}
      subtitle={
        editing
          ? `${editing.name} (${kindLabel(editing.type).toLowerCase()}) on ${scopeText(scope)}`
          : `On ${scopeText(scope)}`
      }
      submitLabel={editing ? 'Change role' : 'Add role'}
      initialValues={initialValues}
      validationSchema={roleSchema}
      loading={sending}
      submitError={submitError}
      onDismiss={onDismiss}
      onSubmit={onSubmit}
      request={
        request &&
        ((values) => {
          const identity = parseIdentityValue(values.identity)
          // the schema says what is missing; the preview asks for it
          if (!identity || !values.role) throw new Error('No identity or role picked')
          return request(identity, values.role)
        })
      }
    >
      {!editing &&
        (candidates.length > 0 ? (
          <SelectField
            name="identity"
            label={IDENTITY_LABEL}
            required
            placeholder="Select a user or group"
            options={pickerGroups(candidates)}
            description="Users and groups of the silo with no role here yet"
          />
        ) : (
          <Typography color="text.secondary">
            Every user and group of the silo has a role on {scopeText(scope)} already. Change a role
            from its row instead.
          </Typography>
        ))}
      <RadioGroupField name="role" label="Role" choices={roleChoices(scope)} />
    </SideModalForm>
  )
}
