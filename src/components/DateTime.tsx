import { formatDateTime } from '~/util/format'

/** A readable absolute date; hovering shows the exact ISO timestamp. */
export function DateTime({ date }: { date: Date | string }) {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return <span>—</span>
  const iso = d.toISOString()
  return (
    <time dateTime={iso} title={iso}>
      {formatDateTime(d)}
    </time>
  )
}
