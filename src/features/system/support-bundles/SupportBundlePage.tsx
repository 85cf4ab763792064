import ArchiveIcon from '@mui/icons-material/ArchiveOutlined'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { systemSupportBundlesApi } from '~/api/endpoints/systemSupportBundles'
import { usePollInterval } from '~/api/usePollInterval'
import { defineView } from '~/app/routes/define'
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

const bundleView = defineView(systemSupportBundlesApi.endpoints.supportBundleView, (param) => ({
  path: { bundleId: param('bundleId') },
}))
export const supportBundleLoader = bundleView.loader

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
export const SupportBundlePage = bundleView.page(function SupportBundlePage({
  data,
  query: bundle,
  param,
}) {
  const bundleId = param('bundleId')
  const navigate = useNavigate()
  // while it is being collected, look again until it is active (or failed)
  const interval = usePollInterval(pollBundles([data]), {
    data,
    answeredAt: bundle.fulfilledTimeStamp,
    refetch: bundle.refetch,
  })
  // a second subscription to the same query only sets how often it is re-asked
  bundleView.useView({ pollingInterval: interval })
  const { destroy, deleteReason, editReason } = useBundleActions()
  const [editing, setEditing] = useState(false)
  const download = useDownload()
  const index = useBundleIndex(bundleId, data.state === 'active')
  const rows = useMemo(() => index.files?.map((name) => ({ id: name, name })), [index.files])

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
}, null)
