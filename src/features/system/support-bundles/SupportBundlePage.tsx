import ArchiveIcon from '@mui/icons-material/ArchiveOutlined'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import {
  systemSupportBundlesApi,
  useSupportBundleViewQuery,
} from '~/api/endpoints/systemSupportBundles'
import { usePollInterval } from '~/api/usePollInterval'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import {
  ActionButton,
  DateTime,
  ListPage,
  PageHeader,
  PropertiesTable,
  type DataTableColumn,
} from '~/components'
import { SupportBundleCommentForm } from './SupportBundleCommentForm'
import { BundleStateChip, downloadDisabledReason, pollBundles } from './columns'
import { bundleFilePath, bundleZipPath, savedName } from './paths'
import { useBundleActions } from './useBundleActions'
import { useBundleIndex } from './useBundleIndex'
import { DownloadStatus, useDownload } from './useDownload'

export async function supportBundleLoader({ params }: LoaderFunctionArgs) {
  await prefetch(systemSupportBundlesApi.endpoints.supportBundleView, {
    path: { bundleId: params.bundleId! },
  })
  return null
}

type FileRow = { id: string; name: string }
const fileColumns: DataTableColumn<FileRow>[] = [
  {
    field: 'name',
    headerName: 'File',
    flex: 1,
    renderCell: ({ row }) => <code>{row.name}</code>,
  },
]

/** system/support-bundles/{bundleId}: the bundle, its files, downloads of either, delete. */
export function SupportBundlePage() {
  const { bundleId = '' } = useParams()
  const navigate = useNavigate()
  // while it is being collected, look again until it is active (or failed)
  const bundle = useSupportBundleViewQuery({ path: { bundleId } })
  const { data } = bundle
  const interval = usePollInterval(data ? pollBundles([data]) : 0, {
    data,
    answeredAt: bundle.fulfilledTimeStamp,
    refetch: bundle.refetch,
  })
  // a second subscription to the same query only sets how often it is re-asked
  useSupportBundleViewQuery({ path: { bundleId } }, { pollingInterval: interval, skip: !data })
  const { destroy, deleteReason, editReason } = useBundleActions()
  const [editing, setEditing] = useState(false)
  const download = useDownload()
  const index = useBundleIndex(bundleId, data?.state === 'active')
  const rows = useMemo(() => index.files?.map((name) => ({ id: name, name })), [index.files])
  if (!data) return null

  const notActive = downloadDisabledReason(data)
  const busy = download.busy ? 'Another download is under way' : undefined
  return (
    <>
      <PageHeader
        title="Support bundle"
        icon={<ArchiveIcon aria-hidden />}
        actions={
          <>
            <ActionButton
              action={{
                label: 'Download bundle',
                disabledReason: notActive ?? busy,
                onActivate: () =>
                  void download.start(
                    bundleZipPath(data.id),
                    savedName(data.id),
                    'supportBundleDownload',
                  ),
              }}
            />
            <ActionButton
              action={{
                label: 'Edit comment',
                disabledReason: editReason,
                onActivate: () => setEditing(true),
              }}
            />
            <ActionButton
              action={{
                label: 'Delete',
                danger: true,
                disabledReason: deleteReason,
                onActivate: () => destroy(data, () => void navigate(pb.supportBundles())),
              }}
            />
          </>
        }
      />
      <PropertiesTable
        columns={2}
        properties={[
          { label: 'ID', value: <code>{data.id}</code> },
          { label: 'State', value: <BundleStateChip state={data.state} /> },
          { label: 'Reason', value: data.reasonForCreation },
          { label: 'Created', value: <DateTime date={data.timeCreated} /> },
          ...(data.reasonForFailure ? [{ label: 'Failure', value: data.reasonForFailure }] : []),
          { label: 'Comment', value: data.userComment || '—' },
        ]}
      />
      {editing && <SupportBundleCommentForm bundle={data} onDismiss={() => setEditing(false)} />}
      <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
        Files
      </Typography>
      <DownloadStatus download={download} />
      <ListPage
        label="Files"
        noun="files"
        one="file"
        // a bundle that is not active has no files to list: its empty state says why
        result={{
          rows: notActive ? [] : rows,
          loading: !notActive && !rows,
          error: notActive ? undefined : index.error,
          refetch: index.retry,
        }}
        // a file is named by its path, not an id
        copyId={false}
        columns={fileColumns}
        getRowLabel={(row) => row.name}
        rowActions={(row) => [
          {
            label: 'Download',
            disabledReason: busy,
            onActivate: () =>
              void download.start(
                bundleFilePath(data.id, row.name),
                savedName(data.id, row.name),
                'supportBundleDownloadFile',
              ),
          },
        ]}
        empty={
          notActive
            ? {
                title: 'No files to show',
                body:
                  data.state === 'collecting'
                    ? 'The bundle is still being collected; its files show here when it is active.'
                    : `The bundle is ${data.state}: it has no files to download.`,
              }
            : { title: 'No files', body: 'The bundle holds no files.' }
        }
      />
    </>
  )
}
