// A system version as the update API takes it: a semantic version (17.0.0, 17.1.0-rc.1).
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/

/** The message for a version that is not one, or undefined. */
export function versionError(value: string): string | undefined {
  const v = value.trim()
  if (!v) return 'System version is required'
  if (!SEMVER.test(v)) return 'System version must be a semantic version, e.g. 17.0.0'
  return undefined
}
