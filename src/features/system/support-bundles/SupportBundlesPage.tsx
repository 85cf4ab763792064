import ArchiveIcon from '@mui/icons-material/ArchiveOutlined'
import AddIcon from '@mui/icons-material/Add'
import { useNavigate } from 'react-router-dom'
import { systemSupportBundlesApi } from '~/api/endpoints/systemSupportBundles'
import { defineList } from '~/app/routes/define'
import { pb } from '~/app/routes/paths'
import { GatedButton, ListPage } from '~/components'
import { bundleColumns, downloadDisabledReason, pollBundles } from './columns'
import { bundleZipPath, savedName } from './paths'
import { useBundleActions } from './useBundleActions'
import { DownloadStatus, useDownload } from './useDownload'

const supportBundlesList = defineList({
  endpoint: systemSupportBundlesApi.endpoints.supportBundleList,
})
export const supportBundlesLoader = supportBundlesList.loader

const empty = {
  title: 'No support bundles',
  body: 'A support bundle collects the rack’s logs and state for the vendor’s support team.',
}

/** system/support-bundles: the bundles with their state and reason; collect, download, delete. */
export function SupportBundlesPage() {
  const navigate = useNavigate()
  const { collect, collectReason, destroy, deleteReason } = useBundleActions()
  const download = useDownload()
  return (
    <>
      <DownloadStatus download={download} />
      <ListPage
        title="Support bundles"
        icon={<ArchiveIcon aria-hidden />}
        label="Support bundles"
        list={supportBundlesList}
        columns={bundleColumns}
        poll={pollBundles}
        getRowLabel={(row) => row.id}
        headerActions={
          <GatedButton
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            disabledReason={collectReason}
            onClick={collect}
          >
            Collect bundle
          </GatedButton>
        }
        empty={empty}
        rowActions={(bundle) => [
          {
            label: 'View',
            reads: true,
            onActivate: () => void navigate(pb.supportBundle(bundle.id)),
          },
          {
            label: 'Download',
            reads: true,
            disabledReason:
              downloadDisabledReason(bundle) ??
              (download.busy ? 'Another download is under way' : undefined),
            onActivate: () =>
              void download.start(
                bundleZipPath(bundle.id),
                savedName(bundle.id),
                'supportBundleDownload',
              ),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: deleteReason,
            onActivate: () => destroy(bundle),
          },
        ]}
      />
    </>
  )
}
