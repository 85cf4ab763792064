import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDispatch } from 'react-redux'
import { useDiskListQuery } from '~/api/endpoints/disks'
import { useInstanceDiskAttachMutation, useInstanceListQuery } from '~/api/endpoints/instances'
import type { Disk, Instance } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/wholeList'
import { useLiveRows } from '~/state/entities'
import type { EntitiesRoot } from '~/state/entities/selectors'
import { diskCan, instanceCan, requestAction } from '~/state/machines'
import { formatBytes } from '~/util/format'
import { PickOneModal } from './modal/PickOneModal'
import { unwrapOutcome } from './toast/reportOutcome'
import { addToast } from './toast/toastStore'

// Attaching a disk to an instance, from either side: the disks page picks an instance for a
// disk, an instance's storage tab picks a disk for it. One request, one modal.

/**
 * Attach a disk of the project to an instance, as the machines decide (instance attachDisk and
 * disk attach); a refusal is toasted and rejects with a ReportedError.
 */
export function useAttachDisk(project: string) {
  const dispatch = useDispatch<ThunkDispatch<EntitiesRoot, unknown, UnknownAction>>()
  const [attach, { isLoading }] = useInstanceDiskAttachMutation()
  const send = (disk: Disk, instance: Instance) =>
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

const WHOLE = (project: string) => ({ query: { project, limit: ALL_PAGES_LIMIT } })

type Props = { project: string; onDismiss: () => void } & (
  | {
      /** pick an instance of the project to attach this disk to */
      disk: Disk
      instance?: undefined
    }
  | {
      /** pick a detached disk of the project to attach to this instance */
      instance: Instance
      disk?: undefined
    }
)

/** Attach a disk to an instance: the disk picked for an instance, or the instance for a disk. */
export function AttachDiskModal(props: Props) {
  return props.disk ? (
    <PickInstance {...props} disk={props.disk} />
  ) : (
    <PickDisk {...props} instance={props.instance} />
  )
}

type Side<T> = { project: string; onDismiss: () => void } & T

function PickInstance({ project, disk, onDismiss }: Side<{ disk: Disk }>) {
  const { data, error, refetch } = useInstanceListQuery(WHOLE(project))
  const instances = useLiveRows('instances', data?.items)
  const [attach] = useAttachDisk(project)
  // spec §4: only an instance that can take a disk now is offered
  const eligible = instances?.filter((i) => instanceCan('attachDisk', i))
  return (
    <PickOneModal
      title="Attach disk"
      actionText="Attach"
      intro={
        <>
          Attach <strong>{disk.name}</strong> to an instance.
        </>
      }
      label="Instance"
      placeholder="Select an instance"
      options={eligible?.map((i) => ({ value: i.id, label: i.name }))}
      loadError={error}
      onRetry={refetch}
      emptyText="No instance of this project can have disks attached now: stop one first."
      help={() => 'Only a creating or stopped instance can have disks attached.'}
      onDismiss={onDismiss}
      onPick={async (id) => {
        const instance = eligible?.find((i) => i.id === id)
        if (!instance) return
        await attach(disk, instance)
        addToast({ content: `Attaching disk ${disk.name} to ${instance.name}` })
      }}
    />
  )
}

function PickDisk({ project, instance, onDismiss }: Side<{ instance: Instance }>) {
  const { data, error, refetch } = useDiskListQuery(WHOLE(project))
  const disks = useLiveRows('disks', data?.items)
  const [attach] = useAttachDisk(project)
  const detached = disks?.filter((d) => diskCan('attach', d))
  return (
    <PickOneModal
      title="Attach existing disk"
      actionText="Attach"
      intro={
        <>
          Attach a detached disk of {project} to <strong>{instance.name}</strong>.
        </>
      }
      label="Disk"
      placeholder="Select a disk"
      options={detached?.map((d) => ({ value: d.id, label: `${d.name} (${formatBytes(d.size)})` }))}
      loadError={error}
      onRetry={refetch}
      emptyText="There are no detached disks in this project to attach."
      onDismiss={onDismiss}
      onPick={async (id) => {
        const disk = detached?.find((d) => d.id === id)
        if (!disk) return
        await attach(disk, instance)
        addToast({ content: `Attaching disk ${disk.name} to ${instance.name}` })
      }}
    />
  )
}
