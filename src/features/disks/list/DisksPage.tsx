import AddIcon from '@mui/icons-material/Add'
import StorageIcon from '@mui/icons-material/StorageOutlined'
import UploadIcon from '@mui/icons-material/UploadOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { lazy, Suspense, useMemo, useState } from 'react'
import { Link, Outlet, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { disksApi, useDiskListQuery } from '~/api/endpoints/disks'
import { useInstanceListQuery } from '~/api/endpoints/instances'
import { messageOf } from '~/api/errors'
import type { Disk, Instance } from '~/api/generated/types'
import { ALL_PAGES_LIMIT, PAGE_SIZE, tablePaging, usePagination } from '~/api/paging'
import { prefetchList } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { DataTable, EmptyState, PageHeader } from '~/components'
import { useLiveRows } from '~/state/entities'
import { pollDisks } from '~/state/machines'
import { AttachDiskModal } from './AttachDiskModal'
import { diskColumns, type InstanceLookup } from './columns'
import { useDiskActions } from './useDiskActions'

// Importing a disk is a long form of its own (chunked uploads); most visits never open it.
const ImportDiskForm = lazy(() =>
  import(/* webpackChunkName: "disk-import" */ '../import').then((m) => ({
    default: m.ImportDiskForm,
  })),
)

export const disksLoader = async ({ params }: LoaderFunctionArgs) => {
  await prefetchList(disksApi.endpoints.diskList, {
    query: { project: params.project!, limit: PAGE_SIZE },
  })
  return null
}

function DiskList({ project }: { project: string }) {
  const pagination = usePagination()
  const args = { query: { project, limit: PAGE_SIZE, pageToken: pagination.pageToken } }
  const { data, error, isFetching } = useDiskListQuery(args)
  // an attach, detach or delete from any view shows here at once
  const rows = useLiveRows('disks', data?.items)
  // a second subscription to the same page only sets how often it is re-asked: every second
  // while any row is in progress (spec §4), so an attaching disk turns attached by itself
  useDiskListQuery(args, { pollingInterval: pollDisks(rows), skip: !data })

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

  const [attaching, setAttaching] = useState<Disk | null>(null)
  const [importing, setImporting] = useState(false)
  const diskActions = useDiskActions({ project, instances, onAttach: setAttaching })

  const newDisk = pb.disksNew(project)
  return (
    <>
      <PageHeader
        title="Disks"
        icon={<StorageIcon aria-hidden />}
        actions={
          <>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<UploadIcon aria-hidden />}
              onClick={() => setImporting(true)}
            >
              Import disk
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon aria-hidden />}
              component={Link}
              to={newDisk}
            >
              New disk
            </Button>
          </>
        }
      />
      {error !== undefined && !data ? (
        <Alert severity="error">Could not load the disks: {messageOf(error)}</Alert>
      ) : (
        <DataTable
          aria-label="Disks"
          columns={columns}
          rows={rows}
          loading={isFetching && !data}
          getRowLabel={(disk) => disk.name}
          pagination={tablePaging(pagination, data)}
          rowActions={diskActions}
          emptyState={
            <EmptyState
              title="No disks"
              body="You need to create a disk to be able to see it here."
              buttonText="New disk"
              buttonTo={newDisk}
            />
          }
        />
      )}
      {attaching && (
        <AttachDiskModal
          disk={attaching}
          instances={instanceRows}
          loading={instanceQuery.isLoading}
          onDismiss={() => setAttaching(null)}
        />
      )}
      {importing && (
        // the form shows its own loading state once loaded; until then there is nothing to show
        <Suspense fallback={null}>
          <ImportDiskForm project={project} onDismiss={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  )
}

/** Spec §2 disks: a project's disks with their states and actions; disks-new opens over it. */
export function DisksPage() {
  const { project = '' } = useParams()
  return (
    <>
      {/* the route stays mounted when only :project changes; a fresh list starts on page 1 */}
      <DiskList key={project} project={project} />
      <Outlet />
    </>
  )
}
