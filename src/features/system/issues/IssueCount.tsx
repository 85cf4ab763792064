import { StateBadge } from '~/components'
import { counted } from './issue'
import { issuesSentence } from './SystemIssuesPage'
import { summarize, useFleetIssues } from './useFleetIssues'

/**
 * The sidebar's count beside Issues, once every source has answered (a partial count would
 * change under the reader); with a source that failed, the count is a floor and says so. The
 * sentence is its accessible name.
 */
export default function IssueCount() {
  const { issues, pending, failed } = summarize(useFleetIssues())
  if (pending > 0 || (issues.length === 0 && failed.length === 0)) return null
  const unchecked = failed.length
    ? `${counted(failed.length, 'source')} could not be checked`
    : undefined
  const label = [issues.length ? issuesSentence(issues) : undefined, unchecked]
    .filter(Boolean)
    .join('; ')
  const text = unchecked ? (issues.length ? `${issues.length}+` : '?') : String(issues.length)
  const critical = issues.some((i) => i.severity === 'critical')
  return (
    <span title={label} aria-label={label} role="img">
      <StateBadge state={text} color={critical || unchecked ? 'destructive' : 'notice'} />
    </span>
  )
}
