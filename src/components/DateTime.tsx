import Box from '@mui/material/Box'
import { formatDateTime } from '~/util/format'

/**
 * A readable absolute date; hovering shows the exact ISO timestamp. In a narrow column it wraps
 * between the day and the time ('Mar 15, 2025,' / '6:30 AM'), never inside either, so a date is
 * never cut.
 */
export function DateTime({ date }: { date: Date | string }) {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return <span>—</span>
  const iso = d.toISOString()
  const text = formatDateTime(d)
  const split = text.lastIndexOf(', ')
  const [day, time] = split < 0 ? [text, ''] : [text.slice(0, split + 1), text.slice(split + 2)]
  return (
    <Box component="time" dateTime={iso} title={iso} sx={{ whiteSpace: 'normal', lineHeight: 1.4 }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {day}
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {time}
      </Box>
    </Box>
  )
}
