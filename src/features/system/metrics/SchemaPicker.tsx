import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { TimeseriesSchema } from '~/api/generated/types'
import { UNIT_LABELS } from './explorerData'

type Props = {
  schemas: readonly TimeseriesSchema[] | undefined
  /** the name of the timeseries the query reads */
  value: string
  onPick: (schema: TimeseriesSchema) => void
  loading: boolean
  /** the schema list could not be read: the query can still be typed */
  loadError?: string
}

// searchable by name and by what the target and metric are
const filter = createFilterOptions<TimeseriesSchema>({
  stringify: (s) =>
    `${s.timeseriesName} ${s.description?.target ?? ''} ${s.description?.metric ?? ''}`,
})

/** The timeseries to query: a searchable list of the schemas, each with its unit. */
export function SchemaPicker({ schemas, value, onPick, loading, loadError }: Props) {
  const selected = schemas?.find((s) => s.timeseriesName === value) ?? null
  return (
    <Autocomplete
      options={schemas ?? []}
      value={selected}
      loading={loading}
      filterOptions={filter}
      getOptionLabel={(s) => s.timeseriesName}
      isOptionEqualToValue={(a, b) => a.timeseriesName === b.timeseriesName}
      onChange={(_, next) => {
        if (next) onPick(next)
      }}
      // the schemas of a rack run to hundreds: the list scrolls, the search narrows it
      slotProps={{ listbox: { sx: { maxHeight: 360 } } }}
      renderOption={({ key, ...props }, s) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span" sx={{ fontFamily: 'monospace', display: 'block' }}>
            {s.timeseriesName}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {s.description?.metric}
            {s.units ? ` · ${UNIT_LABELS[s.units] ?? s.units}` : ''}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          label="Timeseries"
          placeholder="Search by name or description"
          error={Boolean(loadError)}
          helperText={
            loadError ??
            (value && !selected && !loading
              ? `${value} is not in the schema list; the query runs as typed`
              : undefined)
          }
        />
      )}
    />
  )
}

/** Read by screen readers, not shown: the table's name. */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** What the picked timeseries is: its description, unit, kind of datum and fields. */
export function SchemaDetails({ schema }: { schema: TimeseriesSchema }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2">
        {schema.description?.target}. {schema.description?.metric}.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Unit: {UNIT_LABELS[schema.units] ?? schema.units} · Datum: {schema.datumType} · Scope:{' '}
        {schema.authzScope}
      </Typography>
      <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer' } }}>
        <Typography component="summary" variant="body2">
          Fields ({schema.fieldSchema.length})
        </Typography>
        <Box
          component="table"
          sx={{
            mt: 1,
            borderCollapse: 'collapse',
            fontSize: '0.875rem',
            '& th, & td': { textAlign: 'left', pr: 2, py: 0.5, verticalAlign: 'top' },
            '& td:first-of-type': { fontFamily: 'monospace' },
          }}
        >
          <Box component="caption" sx={HIDDEN}>
            Fields of {schema.timeseriesName}
          </Box>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Source</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {schema.fieldSchema.map((f) => (
              <tr key={f.name}>
                <td>{f.name}</td>
                <td>{f.fieldType}</td>
                <td>{f.source}</td>
                <td>{f.description}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  )
}
