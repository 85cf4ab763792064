import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useInstanceDiskAttachMutation } from '~/api/endpoints/instances'
import { messageOf } from '~/api/errors'
import type { Disk, Instance } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { addToast, Modal, unwrapOutcome, ReportedError } from '~/components'
import { instanceCan, requestAction } from '~/state/machines'

type AttachDiskModalProps = {
  disk: Disk
  /** the project's instances; only those spec §4 lets take a disk now are offered */
  instances: readonly Instance[] | undefined
  loading: boolean
  onDismiss: () => void
}

/** Attach a disk to an instance of its project, picked from those that can take one now. */
export function AttachDiskModal({ disk, instances, loading, onDismiss }: AttachDiskModalProps) {
  const dispatch = useAppDispatch()
  const [attach, { isLoading }] = useInstanceDiskAttachMutation()
  const [instanceId, setInstanceId] = useState('')
  const eligible = instances?.filter((i) => instanceCan('attachDisk', i)) ?? []
  const chosen = eligible.find((i) => i.id === instanceId)

  const submit = async (instance: Instance) => {
    try {
      await dispatch(
        requestAction(
          [
            { kind: 'instance', action: 'attachDisk', instance },
            { kind: 'disk', action: 'attach', disk, instanceId: instance.id },
          ],
          () => attach({ path: { instance: instance.id }, body: { disk: disk.id } }).unwrap(),
        ),
      ).then(unwrapOutcome)
      addToast({ content: `Attaching disk ${disk.name} to ${instance.name}` })
      onDismiss()
    } catch (error) {
      // a refusal was toasted by the machine; the user may pick another instance
      if (error instanceof ReportedError) return
      addToast({ variant: 'error', title: 'Could not attach disk', content: messageOf(error) })
    }
  }

  let help = 'Only a creating or stopped instance can have disks attached.'
  if (loading) help = 'Loading the instances…'
  else if (eligible.length === 0) {
    help = 'No instance of this project can have disks attached now: stop one first.'
  }

  return (
    <Modal title="Attach disk" isOpen onDismiss={onDismiss}>
      <Modal.Body>
        <Typography sx={{ mb: 2 }}>
          Attach <strong>{disk.name}</strong> to an instance.
        </Typography>
        <MuiTextField
          select
          fullWidth
          label="Instance"
          value={instanceId}
          onChange={(e) => setInstanceId(e.target.value)}
          disabled={eligible.length === 0}
          helperText={help}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select an instance</option>
          {eligible.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
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
