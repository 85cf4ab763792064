import type { SupportBundleInfo, UpdateStatus } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import { counted, type Issue } from './issue'

// Support bundles that failed and an update that needs attention. Pure.

export function supportBundleIssues(bundles: readonly SupportBundleInfo[]): Issue[] {
  const failed = bundles.filter((b) => b.state === 'failed')
  if (failed.length === 0) return []
  const [first] = failed
  const reason =
    failed.length === 1 && first?.reasonForFailure ? ` (${first.reasonForFailure})` : ''
  return [
    {
      key: 'support-bundles-failed',
      severity: 'warning',
      count: failed.length,
      title: `${counted(failed.length, 'support bundle')} failed`,
      detail: `Not collected${reason}. A failed bundle can only be deleted; collect a new one.`,
      to: failed.length === 1 && first ? pb.supportBundle(first.id) : pb.supportBundles(),
      action: failed.length === 1 ? 'View support bundle' : 'View support bundles',
    },
  ]
}

export function updateIssues(status: UpdateStatus): Issue[] {
  const issues: Issue[] = []
  if (status.contactSupport) {
    issues.push({
      key: 'update-contact-support',
      severity: 'critical',
      count: 1,
      title: 'Update needs Oxide support',
      detail:
        'The system found a condition that Oxide support must resolve, before an update or after one has completed.',
      to: pb.systemUpdate(),
      action: 'View update',
    })
  }
  if (status.suspended) {
    issues.push({
      key: 'update-suspended',
      severity: 'warning',
      count: 1,
      title: 'Automatic update suspended',
      detail:
        'A manual support procedure changed the system software. To resume, upload its repository and set it as the target release.',
      to: pb.systemUpdate(),
      action: 'View update',
    })
  }
  return issues
}
