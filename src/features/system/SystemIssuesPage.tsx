import ReportIcon from '@mui/icons-material/ReportProblemOutlined'
import { EmptyState, PageHeader } from '~/components'

/** Spec §2: system/issues is an empty page; nothing in the API reports fleet issues yet. */
export function SystemIssuesPage() {
  return (
    <>
      <PageHeader title="Issues" icon={<ReportIcon aria-hidden />} />
      <EmptyState title="No issues" body="Nothing in the fleet needs attention." />
    </>
  )
}
