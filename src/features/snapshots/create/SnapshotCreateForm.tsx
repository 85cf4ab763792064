import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { useDiskListQuery } from '~/api/endpoints/disks'
import { useSnapshotCreateMutation, snapshotsApi } from '~/api/endpoints/snapshots'
import { messageOf } from '~/api/errors'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { useAppDispatch } from '~/app/hooks'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  listHighlighting,
  NameField,
  ResourceForm,
  SelectField,
  unwrapOutcome,
  planRequest,
} from '~/components'
import { useLiveRows } from '~/state/entities'
import { diskCan, requestDiskAction } from '~/state/machines'
import { formatBytes } from '~/util/format'
import {
  initialSnapshotValues,
  snapshotCreateSchema,
  toSnapshotCreate,
  type SnapshotCreateValues,
} from './snapshotSchema'

/** The picker's first option: what to do, or why there is nothing to pick. */
function placeholder(loading: boolean, error: unknown, count: number) {
  if (loading) return 'Loading…'
  if (error !== undefined) return 'Could not load the disks'
  return count === 0 ? 'No disk can be snapshotted now' : 'Select a disk'
}

/** Spec §2 snapshots-new: a side modal over the snapshots list. */
export function SnapshotCreateForm() {
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const [createSnapshot] = useSnapshotCreateMutation()
  const request = (values: SnapshotCreateValues) =>
    planRequest(snapshotsApi.endpoints.snapshotCreate, {
      query: { project },
      body: toSnapshotCreate(values),
    })

  const disksQuery = useDiskListQuery({ query: { project, limit: ALL_PAGES_LIMIT } })
  const rows = useLiveRows('disks', disksQuery.data?.items)
  // spec §4: only an attached or detached disk can be snapshotted
  const disks = useMemo(() => rows?.filter((d) => diskCan('snapshot', d)) ?? [], [rows])

  return (
    <ResourceForm
      title="Create snapshot"
      submitLabel="Create snapshot"
      initialValues={initialSnapshotValues}
      validationSchema={snapshotCreateSchema}
      request={request}
      submit={async (values) => {
        const disk = rows?.find((d) => d.id === values.diskId)
        const send = () => createSnapshot(request(values).arg).unwrap()
        // through the machine like every snapshot: a disk that moved on since is refused here
        return disk
          ? dispatch(requestDiskAction('snapshot', disk, send)).then(unwrapOutcome)
          : send()
      }}
      successMessage={(snapshot) => `Snapshot ${snapshot.name} created`}
      goTo={(snapshot) => listHighlighting(pb.snapshots(project), snapshot.name)}
      onDismiss={() => void navigate(pb.snapshots(project))}
    >
      <NameField />
      <DescriptionField />
      <SelectField
        name="diskId"
        label="Disk"
        required
        placeholder={placeholder(disksQuery.isLoading, disksQuery.error, disks.length)}
        description={
          disksQuery.error === undefined
            ? 'Attached and detached disks of this project'
            : messageOf(disksQuery.error)
        }
        options={disks.map((d) => ({ value: d.id, label: `${d.name} (${formatBytes(d.size)})` }))}
      />
    </ResourceForm>
  )
}
