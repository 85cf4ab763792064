import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'

const ALL_STATES = ''

/** A list's state filter (see ListFilter): All, or one state with how many rows are in it. */
export default function StateFilter({
  label,
  state,
  states,
  onChange,
  width,
}: {
  label: string
  /** the state chosen, null for all */
  state: string | null
  /** each state the rows are in, with how many */
  states: readonly (readonly [string, number])[]
  onChange: (state: string | null) => void
  width: number
}) {
  return (
    <TextField
      select
      // the theme makes fields full width (forms); here it sits beside the text filter
      fullWidth={false}
      size="small"
      label={label}
      value={state ?? ALL_STATES}
      onChange={(e) => onChange(e.target.value === ALL_STATES ? null : e.target.value)}
      sx={{ minWidth: width }}
    >
      <MenuItem value={ALL_STATES}>All</MenuItem>
      {states.map(([name, n]) => (
        <MenuItem key={name} value={name}>
          {name} ({n})
        </MenuItem>
      ))}
      {/* a state from a shared link that no row is in now stays choosable (and clearable) */}
      {state !== null && !states.some(([name]) => name === state) && (
        <MenuItem value={state}>{state} (0)</MenuItem>
      )}
    </TextField>
  )
}
