import RefreshIcon from '@mui/icons-material/Refresh'
import IconButton from '@mui/material/IconButton'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Tooltip from '@mui/material/Tooltip'
import type { TimeRange } from '~/util/timeRange'

/**
 * The charts' range as toggle buttons, then a button that asks for the same range again ending
 * now. Pressing the chosen range again keeps it.
 */
export function TimeRangePicker<V extends string>({
  ranges,
  value,
  onChange,
  onRefresh,
  refreshLabel = 'Refresh usage',
}: {
  ranges: readonly TimeRange<V>[]
  value: V
  onChange: (range: V) => void
  /** without it there is no refresh button (a page that asks again another way) */
  onRefresh?: () => void
  /** the refresh button's name and tooltip: what the charts show */
  refreshLabel?: string
}) {
  return (
    <>
      <ToggleButtonGroup
        aria-label="Time range"
        size="small"
        exclusive
        value={value}
        onChange={(_, next: V | null) => {
          if (next) onChange(next)
        }}
      >
        {ranges.map((r) => (
          <ToggleButton key={r.value} value={r.value}>
            {r.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {onRefresh && (
        <Tooltip title={refreshLabel}>
          <IconButton aria-label={refreshLabel} onClick={onRefresh}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      )}
    </>
  )
}
