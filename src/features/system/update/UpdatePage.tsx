import SystemUpdateIcon from '@mui/icons-material/SystemUpdateAltOutlined'
import Button from '@mui/material/Button'
import { Link } from 'react-router-dom'
import { pb } from '~/app/routes/paths'
import { PageHeader } from '~/components'
import { RecoverySection } from './RecoverySection'
import { RepositorySection } from './RepositorySection'
import { TargetReleaseSection, updateStatusView } from './TargetReleaseSection'

export const updateLoader = updateStatusView.loader

/**
 * system/update: the target release and update status, finishing a manual recovery (only while
 * one has suspended automatic update), the uploaded repositories (upload, lookup), a link to the
 * trust roots.
 */
export function UpdatePage() {
  return (
    <>
      <PageHeader
        title="System update"
        icon={<SystemUpdateIcon aria-hidden />}
        actions={
          <Button component={Link} to={pb.trustRoots()}>
            Trust roots
          </Button>
        }
      />
      <TargetReleaseSection />
      <RecoverySection />
      <RepositorySection />
    </>
  )
}
