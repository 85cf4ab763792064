import SystemUpdateIcon from '@mui/icons-material/SystemUpdateAltOutlined'
import Button from '@mui/material/Button'
import { Link } from 'react-router-dom'
import { systemUpdateApi } from '~/api/endpoints/systemUpdate'
import { prefetch } from '~/app/prefetch'
import { pb } from '~/app/routes/paths'
import { PageHeader } from '~/components'
import { RepositorySection } from './RepositorySection'
import { TargetReleaseSection } from './TargetReleaseSection'

export const updateLoader = async () => {
  await prefetch(systemUpdateApi.endpoints.systemUpdateStatus, undefined)
  return null
}

/**
 * system/update: the target release and update status, the uploaded repositories (upload, lookup),
 * a link to the trust roots.
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
      <RepositorySection />
    </>
  )
}
