import SnapshotIcon from '@mui/icons-material/PhotoCameraOutlined'
import { useCallback, useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { useDiskListQuery } from '~/api/endpoints/disks'
import { snapshotsApi, useSnapshotDeleteMutation } from '~/api/endpoints/snapshots'
import type { Snapshot } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { bulkDelete, deleteAction, ListPage, type BulkAction, type RowAction } from '~/components'
import { pollSnapshots, snapshotCan, snapshotDisabledReason } from '~/state/machines'
import { snapshotColumns, type DiskNames } from './columns'

// A project's snapshots pile up: the API pages them, and sorts them by name.
const snapshotsList = defineList({
  endpoint: snapshotsApi.endpoints.snapshotList,
  query: (param) => ({ project: param('project') }),
  sortsByName: true,
})
export const snapshotsLoader = snapshotsList.loader

const empty = {
  title: 'No snapshots',
  body: 'A snapshot keeps a disk as it is now; take one here or from the disks list.',
}

/** Spec §2 snapshots: a project's snapshots with their states; snapshots-new and images-new open over it. */
export function SnapshotsPage() {
  const { project } = useRouteParams('project')
  const navigate = useNavigate()
  const [deleteSnapshot] = useSnapshotDeleteMutation()

  // the project's disks name the 'Disk' column
  const diskQuery = useDiskListQuery({ query: { project, limit: ALL_PAGES_LIMIT } })
  const disks: DiskNames = useMemo(
    () => ({
      byId: new Map((diskQuery.data?.items ?? []).map((d): [string, string] => [d.id, d.name])),
      loading: diskQuery.isLoading,
    }),
    [diskQuery.data, diskQuery.isLoading],
  )
  const columns = useMemo(() => snapshotColumns(disks), [disks])

  const rowActions = useCallback(
    (snapshot: Snapshot): RowAction[] => [
      {
        label: 'Create image',
        disabledReason: snapshotDisabledReason('createImage', snapshot),
        onActivate: () => void navigate(pb.snapshotImagesNew(project, snapshot.name)),
      },
      deleteAction({
        noun: 'Snapshot',
        name: snapshot.name,
        disabledReason: snapshotDisabledReason('delete', snapshot),
        doDelete: () => deleteSnapshot({ path: { snapshot: snapshot.id } }).unwrap(),
      }),
    ],
    [navigate, project, deleteSnapshot],
  )
  const bulkActions = useMemo(
    (): BulkAction<Snapshot>[] => [
      bulkDelete(
        (snapshot) => deleteSnapshot({ path: { snapshot: snapshot.id } }).unwrap(),
        (snapshot) => (snapshotCan('delete', snapshot) ? undefined : snapshot.state),
      ),
    ],
    [deleteSnapshot],
  )

  return (
    <ListPage
      title="Snapshots"
      icon={<SnapshotIcon aria-hidden />}
      label="Snapshots"
      list={snapshotsList}
      kind="snapshots"
      // every second while a snapshot is being created: it turns ready by itself
      poll={pollSnapshots}
      columns={columns}
      rowActions={rowActions}
      bulkActions={bulkActions}
      create={{ label: 'New snapshot', to: pb.snapshotsNew(project) }}
      empty={empty}
    >
      <Outlet />
    </ListPage>
  )
}
