import AddIcon from '@mui/icons-material/Add'
import LinkIcon from '@mui/icons-material/Link'
import Typography from '@mui/material/Typography'
import { useMemo, useRef, useState } from 'react'
import {
  useInstanceDiskDetachMutation,
  useInstanceDiskListQuery,
  useInstanceUpdateMutation,
} from '~/api/endpoints/instances'
import type { Disk, Instance } from '~/api/generated/types'
import { usePollInterval } from '~/api/usePollInterval'
import { useAppDispatch } from '~/app/hooks'
import {
  addToast,
  confirmAction,
  createdColumn,
  DiskStateBadge,
  LazyTooltip,
  ListPage,
  type DataTableColumn,
  type RowAction,
  unwrapOutcome,
} from '~/components'
import { useSnapshotDisk } from '~/app/useSnapshotDisk'
import { useLiveRows } from '~/state/entities'
import {
  diskDisabledReason,
  instanceDisabledReason,
  pollDisks,
  requestAction,
  requestInstanceAction,
  detachDisabledReason,
} from '~/state/machines'
import { formatBytes } from '~/util/format'
import { instanceUpdateBody } from '../actions'
import { withInstance, useInstanceSelector } from '../useInstance'
import { AttachDiskModal } from '~/components/AttachDiskModal'
import { CreateDiskForm } from './CreateDiskForm'
import { splitDisks } from './disks'
import { buttonNamed, useFocusAfterDetach } from './focusAfterDetach'
import { reportOutcome } from '~/components'
import { SectionHeader } from './SectionHeader'

/**
 * A name may be 63 characters: sized to it, the column pushed Created out of a 1024 px screen.
 * It takes the room the other columns leave and ends in an ellipsis; hover or focus shows it all.
 */
function NameCell({ name }: { name: string }) {
  return (
    // the text is the whole name already for a screen reader: the tooltip only shows it
    <LazyTooltip title={name}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable, so the keyboard reaches the whole name too, as a list row's state age */}
      <span tabIndex={0}>{name}</span>
    </LazyTooltip>
  )
}

const columns: DataTableColumn<Disk>[] = [
  {
    field: 'name',
    headerName: 'Name',
    // prose-wide (flex 2): not fitted to its longest name, but what is left, with an ellipsis
    flex: 2,
    renderCell: ({ row }) => <NameCell name={row.name} />,
    csv: (row) => row.name,
  },
  {
    field: 'size',
    headerName: 'Size',
    width: 110,
    renderCell: ({ row }) => formatBytes(row.size),
    csv: (row) => String(row.size),
  },
  {
    field: 'state',
    headerName: 'State',
    width: 150,
    renderCell: ({ row }) => <DiskStateBadge state={row.state.state} />,
    csv: (row) => row.state.state,
  },
  createdColumn(),
]

function useDiskActions(project: string, instance: Instance, onDetached: (disk: Disk) => void) {
  const dispatch = useAppDispatch()
  const [detach] = useInstanceDiskDetachMutation()
  const [update] = useInstanceUpdateMutation()
  const snapshot = useSnapshotDisk(project)
  const path = { instance: instance.name }
  const query = { project }

  const setBootDisk = (disk: Disk | null) => {
    const body = instanceUpdateBody(instance, { bootDisk: disk?.id ?? null })
    const send = () => update({ path, query, body }).unwrap()
    return dispatch(
      disk
        ? requestAction(
            [
              { kind: 'instance', action: 'updateBootDisk', instance },
              { kind: 'disk', action: 'setAsBootDisk', disk, instanceId: instance.id },
            ],
            send,
          )
        : requestInstanceAction('updateBootDisk', instance, send),
    ).then(unwrapOutcome)
  }

  return (disk: Disk, isBoot: boolean): RowAction[] => [
    isBoot
      ? {
          label: 'Unset as boot disk',
          disabledReason: instanceDisabledReason('updateBootDisk', instance),
          onActivate: () =>
            reportOutcome(
              setBootDisk(null),
              `${disk.name} is no longer the boot disk`,
              'Could not unset boot disk',
            ),
        }
      : {
          label: 'Set as boot disk',
          disabledReason:
            instanceDisabledReason('updateBootDisk', instance) ??
            diskDisabledReason('setAsBootDisk', disk),
          onActivate: () =>
            reportOutcome(
              setBootDisk(disk),
              `${disk.name} is now the boot disk`,
              'Could not set boot disk',
            ),
        },
    {
      label: 'Snapshot',
      disabledReason: diskDisabledReason('snapshot', disk),
      onActivate: () => snapshot(disk),
    },
    {
      label: 'Detach',
      danger: true,
      disabledReason: detachDisabledReason(disk, instance),
      onActivate: () =>
        confirmAction({
          modalTitle: 'Confirm detach',
          modalContent: (
            <Typography>
              Are you sure you want to detach <strong>{disk.name}</strong> from{' '}
              <strong>{instance.name}</strong>? The disk and its data are kept.
            </Typography>
          ),
          errorTitle: 'Could not detach disk',
          actionType: 'danger',
          actionLabel: 'Detach',
          doAction: async () => {
            await dispatch(
              requestAction(
                [
                  { kind: 'instance', action: 'detachDisk', instance },
                  { kind: 'disk', action: 'detach', disk, instanceId: instance.id },
                ],
                () => detach({ path, query, body: { disk: disk.id } }).unwrap(),
              ),
            ).then(unwrapOutcome)
            addToast({ content: `Detaching disk ${disk.name}` })
            onDetached(disk)
          },
        }),
    },
  ]
}

const attachButton = (root: HTMLElement) => buttonNamed(root, 'Attach existing disk')

function StorageTables({ project, instance }: { project: string; instance: Instance }) {
  const args = { path: { instance: instance.name }, query: { project } }
  const { data, error, isLoading, refetch, fulfilledTimeStamp } = useInstanceDiskListQuery(args)
  const rows = useLiveRows('disks', data?.items)
  // re-asked every second while a disk is attaching or detaching (spec §4)
  const interval = usePollInterval(pollDisks(rows), {
    data,
    answeredAt: fulfilledTimeStamp,
    refetch,
  })
  useInstanceDiskListQuery(args, { pollingInterval: interval, skip: !data })
  const container = useRef<HTMLDivElement>(null)
  const detached = useFocusAfterDetach(container, attachButton)
  const diskActions = useDiskActions(project, instance, (disk) => detached(disk.name))
  const [modal, setModal] = useState<'attach' | 'create' | null>(null)

  const attachReason = instanceDisabledReason('attachDisk', instance)
  const disks = useMemo(() => splitDisks(rows, instance), [rows, instance])
  const failed = error !== undefined && !data
  // both tables are one answer of the API: one loading state, one refresh, one error alert
  const result = (shown: Disk[] | undefined) => ({
    rows: shown,
    loading: isLoading,
    error,
    refetch,
    updatedAt: fulfilledTimeStamp,
  })

  // two lists on one screen: neither takes the URL; a handful of rows each needs no filter
  return (
    <div ref={container}>
      <SectionHeader title="Boot disk" />
      <ListPage
        label="Boot disk"
        noun="disks"
        one="disk"
        result={result(disks?.boot)}
        inUrl={false}
        filterable={false}
        columns={columns}
        rowActions={(d) => diskActions(d, true)}
        empty={{
          title: 'No boot disk',
          body: 'Set one of the attached disks as the boot disk to choose what the instance boots from.',
        }}
      />
      <SectionHeader
        title="Other disks"
        changes="this instance's disks"
        disabledReason={attachReason}
        actions={[
          {
            label: 'Attach existing disk',
            icon: <LinkIcon aria-hidden />,
            onClick: () => setModal('attach'),
          },
          {
            label: 'Create disk',
            icon: <AddIcon aria-hidden />,
            onClick: () => setModal('create'),
          },
        ]}
      />
      {/* the disks' error is said once, under the boot disk */}
      {!failed && (
        <ListPage
          label="Other disks"
          noun="other disks"
          one="disk"
          result={result(disks?.other)}
          inUrl={false}
          filterable={false}
          columns={columns}
          rowActions={(d) => diskActions(d, false)}
          empty={{
            title: 'No other disks',
            body: 'Attach an existing disk or create a new one to give the instance more storage.',
          }}
        />
      )}
      {modal === 'attach' && (
        <AttachDiskModal project={project} instance={instance} onDismiss={() => setModal(null)} />
      )}
      {modal === 'create' && (
        <CreateDiskForm project={project} instance={instance} onDismiss={() => setModal(null)} />
      )}
    </div>
  )
}

/** Spec §2: the instance's storage tab: its boot disk and other disks, attach, detach, snapshot. */
export const StorageTab = withInstance(function StorageTab({ instance }) {
  const { project } = useInstanceSelector()
  return <StorageTables project={project} instance={instance} />
})
