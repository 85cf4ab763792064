import Alert from '@mui/material/Alert'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useDiskListQuery } from '~/api/endpoints/disks'
import { useInstanceDiskAttachMutation } from '~/api/endpoints/instances'
import { messageOf } from '~/api/errors'
import type { Disk, Instance } from '~/api/generated/types'
import { useAppDispatch } from '~/app/hooks'
import { addToast, Modal, Spinner, unwrapOutcome, ReportedError, QueryError } from '~/components'
import { useLiveRows } from '~/state/entities'
import { diskCan, requestAction } from '~/state/machines'
import { formatBytes } from '~/util/format'

/** A picker shows every candidate at once rather than a page of them. */
export const PICKER_LIMIT = 1000

/** Attach a disk of the project, as the machines decide: instance attachDisk and disk attach. */
export function useAttachDisk(project: string, instance: Instance) {
  const dispatch = useAppDispatch()
  const [attach, { isLoading }] = useInstanceDiskAttachMutation()
  const send = (disk: Disk) =>
    dispatch(
      requestAction(
        [
          { kind: 'instance', action: 'attachDisk', instance },
          { kind: 'disk', action: 'attach', disk, instanceId: instance.id },
        ],
        () =>
          attach({
            path: { instance: instance.name },
            query: { project },
            body: { disk: disk.id },
          }).unwrap(),
      ),
    ).then(unwrapOutcome)
  return [send, isLoading] as const
}

type Props = { project: string; instance: Instance; onDismiss: () => void }

/** Pick one of the project's detached disks and attach it to the instance. */
export function AttachDiskModal({ project, instance, onDismiss }: Props) {
  const { data, error, isLoading, refetch } = useDiskListQuery({
    query: { project, limit: PICKER_LIMIT },
  })
  const disks = useLiveRows('disks', data?.items)?.filter((d) => diskCan('attach', d))
  const [selected, setSelected] = useState('')
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [attach, attaching] = useAttachDisk(project, instance)
  const labelId = useId()

  const submit = async () => {
    const disk = disks?.find((d) => d.id === selected)
    if (!disk) {
      setSubmitError('Choose a disk to attach')
      return
    }
    setSubmitError(null)
    try {
      await attach(disk)
      addToast({ content: `Attaching disk ${disk.name}` })
      onDismiss()
    } catch (e) {
      // a refusal already said why in its toast; either way the choice stays for another try
      if (!(e instanceof ReportedError)) setSubmitError(messageOf(e))
    }
  }

  let body
  if (isLoading) body = <Spinner />
  else if (error !== undefined && !data)
    body = <QueryError what="the disks" error={error} onRetry={refetch} />
  else if (!disks?.length)
    body = <Typography>There are no detached disks in this project to attach.</Typography>
  else
    body = (
      <>
        <Typography id={labelId} sx={{ mb: 1 }}>
          Detached disks in {project}
        </Typography>
        <RadioGroup
          aria-labelledby={labelId}
          value={selected}
          onChange={(e) => setSelected(e.target.value)}
        >
          {disks.map((d) => (
            <FormControlLabel
              key={d.id}
              value={d.id}
              control={<Radio />}
              label={`${d.name} (${formatBytes(d.size)})`}
            />
          ))}
        </RadioGroup>
      </>
    )

  return (
    <Modal title="Attach existing disk" isOpen onDismiss={onDismiss}>
      <Modal.Body>
        {submitError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {submitError}
          </Alert>
        )}
        {body}
      </Modal.Body>
      <Modal.Footer
        onDismiss={onDismiss}
        onAction={() => void submit()}
        actionText="Attach"
        disabled={!disks?.length}
        actionLoading={attaching}
      />
    </Modal>
  )
}
