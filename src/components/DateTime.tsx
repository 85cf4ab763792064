import { formatDateTime } from '~/util/format'

// Plain elements with fixed styles: a table shows a date in each of its 25 rows, and MUI's Box
// would serialise its sx for every one of them on every page.
const wrapping = { whiteSpace: 'normal', lineHeight: 1.4 } as const
const whole = { whiteSpace: 'nowrap' } as const

/**
 * A readable absolute date; hovering shows the exact ISO timestamp. In a narrow column it wraps
 * between the day and the time ('Mar 15, 2025,' / '6:30 AM'), never inside either, so a date is
 * never cut.
 */
export function DateTime({ date }: { date: Date | string }) {
  const d = typeof date === 'string' ? new Date(date) : date
  // a timestamp that does not parse (a newer rack's format) shows as the API sent it
  if (Number.isNaN(d.getTime())) return <span>{typeof date === 'string' ? date : '—'}</span>
  const iso = d.toISOString()
  const text = formatDateTime(d)
  const split = text.lastIndexOf(', ')
  const [day, time] = split < 0 ? [text, ''] : [text.slice(0, split + 1), text.slice(split + 2)]
  return (
    <time dateTime={iso} title={iso} style={wrapping}>
      <span style={whole}>{day}</span> <span style={whole}>{time}</span>
    </time>
  )
}
