import Alert from '@mui/material/Alert'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { messageOf } from '~/api/errors'
import type { Instance } from '~/api/generated/types'
import { addToast, Modal } from '~/components'
import {
  KIND_HELP,
  KIND_LABEL,
  useGroupCalls,
  useProjectGroups,
  type AffinityKind,
  type Group,
} from '~/features/affinity/groupApi'
import { useEntity } from '~/state/entities'
import { affinityJoinDisabledReason } from '~/state/machines'

type Props = {
  project: string
  instance: Instance
  /** ids of the groups the instance is in already: not offered */
  memberOf: ReadonlySet<string>
  onDismiss: () => void
}

// anti-affinity first: spreading instances is what most groups are for
const KINDS: AffinityKind[] = ['anti-affinity', 'affinity']

/** Pick a group of the project, either kind, for the instance to join. */
export function JoinGroupModal({ project, instance, memberOf, onDismiss }: Props) {
  const groups = useProjectGroups(project)
  const calls = useGroupCalls()
  // the instance as the store holds it now: it may have started since the button was pressed
  const live = useEntity('instances', instance.id) ?? instance
  const [picked, setPicked] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const reason = affinityJoinDisabledReason(live)

  const offered = (kind: AffinityKind): Group[] =>
    (groups[kind].data?.items ?? []).filter((g) => !memberOf.has(g.id))
  const [kind, id] = picked.split(':') as [AffinityKind | '', string | undefined]
  const chosen = kind ? offered(kind).find((g) => g.id === id) : undefined
  const loading = groups.affinity.isLoading || groups['anti-affinity'].isLoading
  const loadError = groups.affinity.error ?? groups['anti-affinity'].error
  const none = !loading && KINDS.every((k) => offered(k).length === 0)

  const submit = async () => {
    if (!chosen || !kind || reason) return
    setSending(true)
    setError(null)
    try {
      await calls.addMember(kind, chosen.id, instance.id)
      addToast({ content: `${instance.name} added to ${chosen.name}` })
      onDismiss()
    } catch (e) {
      // the choice stays, to retry or pick another
      setError(messageOf(e))
    } finally {
      setSending(false)
    }
  }

  let help =
    chosen && kind
      ? KIND_HELP[kind]
      : 'The instance is placed by the group’s rules when it next starts.'
  if (loading) help = 'Loading the groups…'
  else if (loadError !== undefined) help = `Could not load the groups: ${messageOf(loadError)}`
  else if (none) help = 'The instance is already in every group of this project.'

  return (
    <Modal title="Add to group" isOpen onDismiss={onDismiss}>
      <Modal.Body>
        <Typography sx={{ mb: 2 }}>
          Add <strong>{instance.name}</strong> to an affinity or anti-affinity group of the project.
        </Typography>
        {reason && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {reason}
          </Alert>
        )}
        <MuiTextField
          select
          fullWidth
          label="Group"
          value={picked}
          onChange={(e) => setPicked(e.target.value)}
          disabled={none || loading}
          error={error !== null}
          helperText={error ?? help}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select a group</option>
          {KINDS.map((k) =>
            offered(k).length ? (
              <optgroup key={k} label={`${KIND_LABEL[k]} groups`}>
                {offered(k).map((g) => (
                  <option key={g.id} value={`${k}:${g.id}`}>
                    {g.name}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </MuiTextField>
      </Modal.Body>
      <Modal.Footer
        onDismiss={onDismiss}
        onAction={() => void submit()}
        actionText="Add"
        disabled={!chosen || reason !== undefined}
        actionLoading={sending}
      />
    </Modal>
  )
}
