import StorageIcon from '@mui/icons-material/StorageOutlined'
import UploadIcon from '@mui/icons-material/UploadOutlined'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { disksApi } from '~/api/endpoints/disks'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import type { Disk, Instance } from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'
import { defineList } from '~/app/routes/define'
import { useRouteParams } from '~/app/routes/params'
import { pb } from '~/app/routes/paths'
import { GatedButton, ListPage, useChangeReason } from '~/components'
import { useLiveRows } from '~/state/entities'
import { pollDisks } from '~/state/machines'
import { AttachDiskModal } from '~/components/AttachDiskModal'
import { diskColumns, type InstanceLookup } from './columns'
import { useDiskActions } from './useDiskActions'
import { useDiskBulkActions } from './useDiskBulkActions'

// Importing a disk is a long form of its own (chunked uploads); most visits never open it.
const ImportDiskForm = lazy(() =>
  import(/* webpackChunkName: "disk-import" */ '../import').then((m) => ({
    default: m.ImportDiskForm,
  })),
)

// A project's disks can run to thousands: the API pages them, and sorts them by name.
const disksList = defineList({
  endpoint: disksApi.endpoints.diskList,
  query: (param) => ({ project: param('project') }),
  sortsByName: true,
})
export const disksLoader = disksList.loader

const empty = { title: 'No disks', body: 'You need to create a disk to be able to see it here.' }

/** Spec §2 disks: a project's disks with their states and actions; disks-new opens over it. */
export function DisksPage() {
  const { project } = useRouteParams('project')
  // the project's instances name the 'Attached to' column and are the choices for Attach
  const instanceQuery = useInstanceListQuery({ query: { project, limit: ALL_PAGES_LIMIT } })
  const instanceRows = useLiveRows('instances', instanceQuery.data?.items)
  const instances: InstanceLookup = useMemo(
    () => ({
      byId: new Map((instanceRows ?? []).map((i): [string, Instance] => [i.id, i])),
      loading: instanceQuery.isLoading,
    }),
    [instanceRows, instanceQuery.isLoading],
  )
  const columns = useMemo(() => diskColumns(project, instances), [project, instances])
  const importReason = useChangeReason('import disks')

  const [attaching, setAttaching] = useState<Disk | null>(null)
  const [importing, setImporting] = useState(false)
  const diskActions = useDiskActions({ project, instances, onAttach: setAttaching })
  const bulkActions = useDiskBulkActions(instances)

  return (
    <ListPage
      title="Disks"
      icon={<StorageIcon aria-hidden />}
      label="Disks"
      list={disksList}
      kind="disks"
      // every second while any row is in progress (spec §4): an attaching disk turns attached
      poll={pollDisks}
      columns={columns}
      rowActions={diskActions}
      bulkActions={bulkActions}
      headerActions={
        <GatedButton
          variant="outlined"
          color="inherit"
          startIcon={<UploadIcon aria-hidden />}
          disabledReason={importReason}
          onClick={() => setImporting(true)}
        >
          Import disk
        </GatedButton>
      }
      create={{ label: 'New disk', to: pb.disksNew(project) }}
      empty={empty}
    >
      {attaching && (
        <AttachDiskModal project={project} disk={attaching} onDismiss={() => setAttaching(null)} />
      )}
      {importing && (
        // the form shows its own loading state once loaded; until then there is nothing to show
        <Suspense fallback={null}>
          <ImportDiskForm project={project} onDismiss={() => setImporting(false)} />
        </Suspense>
      )}
      <Outlet />
    </ListPage>
  )
}
