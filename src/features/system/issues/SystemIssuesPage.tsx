import ReportIcon from '@mui/icons-material/ReportProblemOutlined'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { EmptyState, PageHeader, QueryError, Spinner, StateBadge } from '~/components'
import { bySeverity, counted, type Issue } from './issue'
import { summarize, useFleetIssues } from './useFleetIssues'

/** '1 critical issue and 2 warnings'; the page's and the sidebar's count of what needs attention. */
export function issuesSentence(issues: readonly Issue[]): string {
  const critical = issues.filter((i) => i.severity === 'critical').length
  const warnings = issues.length - critical
  const parts = [
    ...(critical ? [counted(critical, 'critical issue')] : []),
    ...(warnings ? [counted(warnings, 'warning')] : []),
  ]
  return parts.join(' and ')
}

function IssueCard({ issue }: { issue: Issue }) {
  const headingId = `issue-${issue.key}`
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <StateBadge
          state={issue.severity}
          color={issue.severity === 'critical' ? 'destructive' : 'notice'}
        />
        <Typography variant="h3" component="h2" id={headingId}>
          {issue.title}
        </Typography>
      </Box>
      <Typography color="text.secondary">{issue.detail}</Typography>
      <Link component={RouterLink} to={issue.to} sx={{ alignSelf: 'flex-start' }}>
        {issue.action}
      </Link>
    </Paper>
  )
}

/**
 * System › Issues, the System area's landing page: the fleet's problems that the fleet-level
 * calls show (hardware out of service, silos and pools near their limits, failed support bundles,
 * the update, the rack's uplinks), critical first, each with where it is dealt with. A call that
 * failed is said for itself; 'No issues' only when every call answered with nothing wrong.
 */
export function SystemIssuesPage() {
  const sources = useFleetIssues()
  const { issues, pending, failed } = summarize(sources)
  const sorted = [...issues].sort(bySeverity)

  let status
  if (pending > 0) {
    status = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Spinner size={16} />
        <span>
          Checking the fleet…{issues.length > 0 ? ` ${issuesSentence(issues)} so far.` : ''}
        </span>
      </Box>
    )
  } else if (issues.length > 0) {
    status = `Needs attention: ${issuesSentence(issues)}.`
  } else if (failed.length > 0) {
    status = 'No issues in what could be checked.'
  }

  return (
    <>
      <PageHeader title="Issues" icon={<ReportIcon aria-hidden />} />
      {pending === 0 && issues.length === 0 && failed.length === 0 ? (
        <EmptyState title="No issues" body="Nothing in the fleet needs attention." />
      ) : (
        <>
          <Typography component="div" role="status" sx={{ mb: 2 }}>
            {status}
          </Typography>
          {failed.length > 0 && (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}>
              {failed.map((s) => (
                <QueryError key={s.what} what={s.what} error={s.error} onRetry={s.retry} />
              ))}
            </Box>
          )}
          {sorted.length > 0 && (
            <Box
              component="ul"
              aria-label="Issues"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
              }}
            >
              {sorted.map((issue) => (
                <IssueCard key={issue.key} issue={issue} />
              ))}
            </Box>
          )}
        </>
      )}
    </>
  )
}
