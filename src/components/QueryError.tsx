import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import type { SxProps, Theme } from '@mui/material/styles'
import { messageOf } from '~/api/errors'

type Retriable = { error?: unknown; refetch: () => unknown; isUninitialized?: boolean }

/**
 * Retry for a view made of several queries: asks again only those that failed (a skipped query
 * cannot be refetched, and the ones that answered need not be).
 */
export const retryFailed =
  (...queries: Retriable[]) =>
  () => {
    for (const q of queries) if (q.error !== undefined) void q.refetch()
  }

/**
 * Retry and Refresh at once for a list made of several queries (a held list's `refetch`): while
 * any failed, only those are asked again; else every query asked so far (a skipped one cannot be).
 */
export const refetchAll =
  (...queries: Retriable[]) =>
  () =>
    queries.some((q) => q.error !== undefined)
      ? retryFailed(...queries)()
      : Promise.all(queries.filter((q) => !q.isUninitialized).map((q) => q.refetch()))

/**
 * What could not be loaded and why (the API's message), with Retry: the one shape of a failed
 * query on every page, for a list, a tab or a section.
 */
export function QueryError({
  what,
  error,
  onRetry,
  sx,
}: {
  /** 'the firewall rules', 'your groups' */
  what: string
  error: unknown
  onRetry: () => unknown
  sx?: SxProps<Theme>
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          Retry
        </Button>
      }
    >
      Could not load {what}: {messageOf(error)}
    </Alert>
  )
}
