import RefreshIcon from '@mui/icons-material/Refresh'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { formatDateTime, relativeTimeShort } from '~/util/format'
import { useNow } from '../useNow'

/** Below this the list counts as just fetched: a seconds count would tick for nothing. */
const JUST_NOW_MS = 10_000

/**
 * When the rows on screen were fetched, and a button to fetch them again. Operators compare a
 * list with what they did elsewhere; they need to know how old it is and to refresh it without
 * reloading the page.
 */
export function LastUpdated({
  at,
  onRefresh,
  noun,
}: {
  /** when the answer on screen arrived (ms since the epoch) */
  at: number | undefined
  /** fetches the list again; settles when the answer is in */
  onRefresh: () => Promise<unknown>
  /** what the list holds, for the button's name: 'Refresh instances' */
  noun: string
}) {
  const now = useNow()
  const ageId = useId()
  // only the user's own refresh turns the button: a list polling every second would otherwise
  // keep it spinning
  const [refreshing, setRefreshing] = useState(false)
  const refresh = () => {
    setRefreshing(true)
    void onRefresh().finally(() => setRefreshing(false))
  }
  const age =
    at === undefined
      ? undefined
      : now.getTime() - at < JUST_NOW_MS
        ? 'just now'
        : `${relativeTimeShort(new Date(at), now)} ago`
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 1 }}>
      {/* text, not a tab stop: the exact time shows on hover, and the Refresh button, which the
          keyboard reaches, is described by the age */}
      {age && (
        <Tooltip title={formatDateTime(new Date(at!))} describeChild>
          <Typography
            id={ageId}
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={new Date(at!).toISOString()}
            data-testid="updated"
          >
            Updated {age}
          </Typography>
        </Tooltip>
      )}
      <Tooltip title={`Refresh ${noun}`}>
        <span>
          <IconButton
            size="small"
            aria-label={`Refresh ${noun}`}
            aria-describedby={age ? ageId : undefined}
            onClick={refresh}
            disabled={refreshing}
          >
            <RefreshIcon
              fontSize="small"
              aria-hidden
              sx={
                refreshing
                  ? {
                      '@keyframes refresh-spin': { to: { transform: 'rotate(360deg)' } },
                      animation: 'refresh-spin 1s linear infinite',
                      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                    }
                  : undefined
              }
            />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  )
}
