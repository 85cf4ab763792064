import Typography from '@mui/material/Typography'
import { addToast, confirmAction } from '~/components'
import { roleLabel, type AccessRow, type RoleName } from './roles'

// Confirmations of the access pages. Removing a role asks once; when the role is the user's own
// last admin role there, a second question names what they lose, since nobody but another
// admin can undo it.

/** 'the silo prairie', 'the project atlas-ingest', 'the fleet' (its name is empty) */
export type Scope = { kind: 'fleet' | 'silo' | 'project'; name: string }
export const scopeText = (scope: Scope) =>
  scope.name ? `the ${scope.kind} ${scope.name}` : `the ${scope.kind}`

/** What losing the last admin role means, in the words both questions use. */
const adminLossText = (scope: Scope) =>
  `This is your last admin role on ${scopeText(scope)}. Without it you can no longer change who ` +
  `has access to the ${scope.kind}, your own role included; only another admin can give it back.`

type Remove = {
  row: AccessRow
  scope: Scope
  /** sends the change (resolves when saved) */
  remove: () => Promise<unknown>
  /** whether this removal takes away the user's own last admin role at this level */
  losesOwnAdmin: boolean
}

export function confirmRemoveRole({ row, scope, remove, losesOwnAdmin }: Remove) {
  const run = async () => {
    await remove()
    addToast({ content: `Role of ${row.name} removed` })
  }
  confirmAction({
    modalTitle: 'Remove role',
    modalContent: (
      <Typography>
        Are you sure you want to remove the {row.role && roleLabel(row.role)} role of{' '}
        <strong>{row.name}</strong> on {scopeText(scope)}?
      </Typography>
    ),
    errorTitle: 'Could not remove role',
    actionType: 'danger',
    actionLabel: 'Remove',
    // the second question replaces the first in the one confirm dialog, which stays open
    doAction: async () =>
      losesOwnAdmin
        ? confirmAction({
            modalTitle: 'Remove your own admin role?',
            modalContent: <Typography>{adminLossText(scope)}</Typography>,
            errorTitle: 'Could not remove role',
            actionType: 'danger',
            actionLabel: 'Remove my admin role',
            doAction: run,
          })
        : run(),
  })
}

/** Asks before a change of role takes away the user's own last admin role; then saves. */
export function confirmOwnDemotion(scope: Scope, next: RoleName, save: () => Promise<unknown>) {
  confirmAction({
    modalTitle: 'Give up your admin role?',
    modalContent: (
      <Typography>
        {adminLossText(scope)} You would be a {roleLabel(next)}.
      </Typography>
    ),
    errorTitle: 'Could not change role',
    actionType: 'danger',
    actionLabel: 'Change my role',
    doAction: save,
  })
}
