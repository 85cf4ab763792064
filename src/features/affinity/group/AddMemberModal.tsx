import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import { messageOf } from '~/api/errors'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { addToast, Modal } from '~/components'
import { useLiveRows } from '~/state/entities'
import { affinityJoinDisabledReason, canJoinAffinityGroup } from '~/state/machines'
import { kindNoun, useGroupCalls, type AffinityKind, type Group } from '../groupApi'

type AddMemberModalProps = {
  kind: AffinityKind
  group: Group
  project: string
  /** ids of the instances already in the group: not offered again */
  memberIds: ReadonlySet<string>
  onDismiss: () => void
}

/**
 * Add an instance of the project to the group. Instances the API would refuse (running ones hold
 * a sled) are listed but disabled, with the reason, so the user knows to stop them first.
 */
export function AddMemberModal({
  kind,
  group,
  project,
  memberIds,
  onDismiss,
}: AddMemberModalProps) {
  const calls = useGroupCalls()
  const query = useInstanceListQuery({ query: { project, limit: ALL_PAGES_LIMIT } })
  const rows = useLiveRows('instances', query.data?.items)
  const candidates = useMemo(
    () => rows?.filter((i) => !memberIds.has(i.id) && i.runState !== 'destroyed') ?? [],
    [rows, memberIds],
  )
  const [instanceId, setInstanceId] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const chosen = candidates.find((i) => i.id === instanceId && canJoinAffinityGroup(i))

  const submit = async () => {
    if (!chosen) return
    setSending(true)
    setError(null)
    try {
      await calls.addMember(kind, group.id, chosen.id)
      addToast({ content: `${chosen.name} added to ${group.name}` })
      onDismiss()
    } catch (e) {
      // the modal stays open with the choice, so the user can pick another or retry
      setError(messageOf(e))
    } finally {
      setSending(false)
    }
  }

  let help = 'Only a stopped (or failed, or still creating) instance can be added.'
  if (query.isLoading) help = 'Loading the instances…'
  else if (query.error !== undefined)
    help = `Could not load the instances: ${messageOf(query.error)}`
  else if (candidates.length === 0) help = 'Every instance of this project is already a member.'

  return (
    <Modal title="Add instance" isOpen onDismiss={onDismiss}>
      <Modal.Body>
        <Typography sx={{ mb: 2 }}>
          Add an instance to the {kindNoun(kind).toLowerCase()} <strong>{group.name}</strong>.
        </Typography>
        <MuiTextField
          select
          fullWidth
          label="Instance"
          value={instanceId}
          onChange={(e) => setInstanceId(e.target.value)}
          disabled={candidates.length === 0}
          error={error !== null}
          helperText={error ?? help}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select an instance</option>
          {candidates.map((i) => {
            const reason = affinityJoinDisabledReason(i)
            return (
              <option key={i.id} value={i.id} disabled={reason !== undefined}>
                {reason ? `${i.name} (${i.runState}: stop it first)` : i.name}
              </option>
            )
          })}
        </MuiTextField>
      </Modal.Body>
      <Modal.Footer
        onDismiss={onDismiss}
        onAction={() => void submit()}
        actionText="Add"
        disabled={!chosen}
        actionLoading={sending}
      />
    </Modal>
  )
}
