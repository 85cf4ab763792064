import ClearIcon from '@mui/icons-material/Clear'
import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { deferred } from '../deferred'
import type { ListFilterState } from './useListView'
import { counted, type Noun } from '../bulk/bulk'
import { useSettledText } from './useSettledText'

const STATE_FILTER_WIDTH = 180
// its own chunk (Select brings TextField's every variant): the first page, a list without
// states, carries none of it; a box keeps the filter's place while it loads
const StateFilter = deferred(
  () => import(/* webpackChunkName: "state-filter" */ './StateFilter'),
  <Box sx={{ width: STATE_FILTER_WIDTH, height: 40 }} />,
)

/** Said by a list that pages on the server: the API cannot filter it, so the browser cannot. */
const FILTER_NEEDS_SMALLER_SCOPE =
  'Filtering needs a smaller scope: this list pages on the server, which cannot filter it.'

/**
 * Above a list: a text filter and a state filter for a list held whole, with how many rows they
 * keep ('13 of 96 physical disks'); a paged list says why it has none.
 */
export function ListFilter({
  filter,
  noun,
  stateLabel = 'State',
}: {
  filter: ListFilterState
  /** what the list holds: 'physical disk', 'physical disks' */
  noun: Noun
  stateLabel?: string
}) {
  if (!filter.available) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {FILTER_NEEDS_SMALLER_SCOPE}
      </Typography>
    )
  }
  return <HeldListFilter filter={filter} noun={noun} stateLabel={stateLabel} />
}

function HeldListFilter({
  filter,
  noun,
  stateLabel,
}: {
  filter: Extract<ListFilterState, { available: true }>
  noun: Noun
  stateLabel: string
}) {
  const { q, setQ, state, setState, states, shown, total } = filter
  const id = useId()
  const [text, setText] = useSettledText(q, setQ)

  const filtering = q !== '' || state !== null
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
      {/* an outlined input under its label, as TextField draws it, without TextField's
          select and other variants (the first page's bytes) */}
      <FormControl size="small" sx={{ width: 260 }}>
        <InputLabel htmlFor={id}>Filter</InputLabel>
        <OutlinedInput
          id={id}
          label="Filter"
          placeholder="Name, description, …"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && text) {
              e.stopPropagation()
              setText('')
            }
          }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          }
          endAdornment={
            text ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label="Clear the filter" onClick={() => setText('')}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined
          }
        />
      </FormControl>
      {states.length > 0 && (
        <StateFilter
          label={stateLabel}
          state={state}
          states={states}
          onChange={setState}
          width={STATE_FILTER_WIDTH}
        />
      )}
      <Typography variant="body2" color="text.secondary" role="status">
        {/* '1 silo', '2 silos', '1 of 2 silos': the noun follows the whole */}
        {filtering ? `${shown} of ${counted(total, noun)}` : counted(total, noun)}
      </Typography>
    </Box>
  )
}
