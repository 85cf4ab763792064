import type { UpdateStatus } from '~/api/generated/types'

// What the update status says about the rack's components: how many run each release, and how
// far they are from the target. The API's keys are shown as themselves; the two it names besides
// versions get a word of explanation (UpdateStatus.components_by_release_version).

export type ReleaseRow = { id: string; release: string; count: number; note: string }

const NOTES: Record<string, string> = {
  'install dataset': 'The software the rack was installed with',
  unknown: 'No uploaded repository matches what it runs',
}

/** One row per release the components report, the target first, then the most run. */
export function releaseRows(status: UpdateStatus): ReleaseRow[] {
  const target = status.targetRelease?.version
  return Object.entries(status.componentsByReleaseVersion)
    .map(([release, count]) => ({
      id: release,
      release,
      count,
      note: release === target ? 'The target release' : (NOTES[release] ?? ''),
    }))
    .sort(
      (a, b) => Number(b.release === target) - Number(a.release === target) || b.count - a.count,
    )
}

export type Progress = { total: number; atTarget: number; target: string }

/** How many components run the target release, of all reported; undefined without a target. */
export function progressOf(status: UpdateStatus): Progress | undefined {
  const target = status.targetRelease?.version
  if (target === undefined) return undefined
  const counts = Object.values(status.componentsByReleaseVersion)
  const total = counts.reduce((sum, n) => sum + n, 0)
  return { total, atTarget: status.componentsByReleaseVersion[target] ?? 0, target }
}

/** The release most components run, when it is a version (what a recovery most likely installed). */
export function mostRun(status: UpdateStatus, isVersion: (v: string) => boolean): string {
  const [top] = Object.entries(status.componentsByReleaseVersion)
    .filter(([release]) => isVersion(release))
    .sort(([, a], [, b]) => b - a)
  return top?.[0] ?? ''
}
