import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MuiTextField from '@mui/material/TextField'
import { useState } from 'react'
import {
  customRangeErrors,
  fromLocalInput,
  toLocalInput,
  type CustomRangeErrors,
  type TimeWindow,
} from '~/util/timeRange'

type Props = {
  /** the window in use (or the one the address asked for, which may not be valid) */
  window: TimeWindow | undefined
  onApply: (window: TimeWindow) => void
  /** how far back measurements are kept: the earliest start */
  retentionDays: number
}

const HOUR_MS = 3_600_000

/**
 * A start and an end (in the browser's time zone) and Apply. Nothing is applied until both are
 * valid (spec-style messages under the fields: 'End must be after start', …); a window from the
 * address that is not valid shows its messages at once.
 */
export function CustomRangeFields({ window, onApply, retentionDays }: Props) {
  const [start, setStart] = useState(() =>
    toLocalInput(window?.start ?? new Date(Date.now() - HOUR_MS)),
  )
  const [end, setEnd] = useState(() => toLocalInput(window?.end ?? new Date()))
  const [errors, setErrors] = useState<CustomRangeErrors>(() =>
    window ? customRangeErrors(window.start, window.end, new Date(), retentionDays) : {},
  )

  const apply = () => {
    const s = fromLocalInput(start)
    const e = fromLocalInput(end)
    const found = customRangeErrors(s, e, new Date(), retentionDays)
    setErrors(found)
    if (s && e && !found.start && !found.end) onApply({ start: s, end: e })
  }

  return (
    <Box
      component="form"
      aria-label="Custom range"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        // a form of its own; never the submit of a form around it
        e.stopPropagation()
        apply()
      }}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <MuiTextField
        type="datetime-local"
        label="Start"
        size="small"
        fullWidth={false}
        sx={{ width: 230 }}
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={Boolean(errors.start)}
        helperText={errors.start ?? 'Local time'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <MuiTextField
        type="datetime-local"
        label="End"
        size="small"
        fullWidth={false}
        sx={{ width: 230 }}
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        error={Boolean(errors.end)}
        helperText={errors.end ?? 'Local time'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="outlined" sx={{ mt: 0.25 }}>
        Apply range
      </Button>
    </Box>
  )
}
