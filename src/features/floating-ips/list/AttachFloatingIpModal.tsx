import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useFloatingIpAttachMutation } from '~/api/endpoints/floatingIps'
import { messageOf } from '~/api/errors'
import type { FloatingIp, Instance } from '~/api/generated/types'
import { addToast, Modal } from '~/components'

type Props = {
  ip: FloatingIp
  /** the project's instances: a floating IP attaches within its project */
  instances: readonly Instance[] | undefined
  loading: boolean
  onDismiss: () => void
}

/**
 * Attach a floating IP to an instance of its project. Which instances can take one now is the
 * API's to say (spec §4 has no table for it); its refusal shows here and the modal stays open.
 */
export function AttachFloatingIpModal({ ip, instances, loading, onDismiss }: Props) {
  const [attach, { isLoading }] = useFloatingIpAttachMutation()
  const [instanceId, setInstanceId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const chosen = instances?.find((i) => i.id === instanceId)

  const submit = async (instance: Instance) => {
    setError(null)
    try {
      await attach({
        path: { floatingIp: ip.id },
        body: { kind: 'instance', parent: instance.id },
      }).unwrap()
      addToast({ content: `Floating IP ${ip.name} attached to ${instance.name}` })
      onDismiss()
    } catch (e) {
      setError(messageOf(e))
    }
  }

  let help = 'The address reaches the instance through its primary network interface.'
  if (loading) help = 'Loading the instances…'
  else if (!instances?.length) help = 'The project has no instances.'

  return (
    <Modal title="Attach floating IP" isOpen onDismiss={onDismiss}>
      <Modal.Body>
        <Typography sx={{ mb: 2 }}>
          Attach <strong>{ip.name}</strong> ({ip.ip}) to an instance.
        </Typography>
        <MuiTextField
          select
          fullWidth
          label="Instance"
          value={instanceId}
          onChange={(e) => {
            setInstanceId(e.target.value)
            setError(null)
          }}
          disabled={!instances?.length}
          error={Boolean(error)}
          helperText={error ?? help}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select an instance</option>
          {instances?.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name} ({i.runState})
            </option>
          ))}
        </MuiTextField>
      </Modal.Body>
      <Modal.Footer
        onDismiss={onDismiss}
        onAction={() => {
          if (chosen) void submit(chosen)
        }}
        actionText="Attach"
        disabled={!chosen}
        actionLoading={isLoading}
      />
    </Modal>
  )
}
