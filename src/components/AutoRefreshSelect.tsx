import MuiTextField from '@mui/material/TextField'
import { REFRESH_INTERVALS, type RefreshInterval } from '~/util/timeRange'

type Props = {
  value: RefreshInterval | undefined
  onChange: (value: RefreshInterval | undefined) => void
  /** why it cannot be used now (a fixed window does not move) */
  disabledReason?: string
}

/** Off, 10 s, 1 min or 5 min: how often the charts ask again, the window moving with now. */
export function AutoRefreshSelect({ value, onChange, disabledReason }: Props) {
  return (
    <MuiTextField
      select
      size="small"
      label="Auto-refresh"
      value={disabledReason ? '' : (value ?? '')}
      onChange={(e) => onChange((e.target.value || undefined) as RefreshInterval | undefined)}
      disabled={Boolean(disabledReason)}
      helperText={disabledReason}
      // the reason stays readable though the select is off
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        formHelperText: { sx: { color: 'text.secondary' } },
      }}
      fullWidth={false}
      sx={{ width: 200 }}
    >
      <option value="">Off</option>
      {REFRESH_INTERVALS.map((r) => (
        <option key={r.value} value={r.value}>
          {r.label}
        </option>
      ))}
    </MuiTextField>
  )
}
