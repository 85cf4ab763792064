import AddIcon from '@mui/icons-material/Add'
import CloseIcon from '@mui/icons-material/Close'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { TimeseriesSchema } from '~/api/generated/types'
import { CustomRangeFields, TimeRangePicker } from '~/components'
import { METRICS_RETENTION_DAYS } from '~/util/limits'
import {
  OXQL_COMPARISONS,
  oxqlDuration,
  type OxqlComparison,
  type OxqlFilter,
  type OxqlParts,
} from '~/util/oxql'
import {
  ALIGNMENTS,
  alignFor,
  EXPLORER_RANGES,
  literalKind,
  rangeChoice,
  rangeSpanMs,
} from './explorerQuery'

const OPERATORS: Record<OxqlComparison, string> = {
  '==': 'equals',
  '!=': 'does not equal',
  '>': 'is greater than',
  '>=': 'is at least',
  '<': 'is less than',
  '<=': 'is at most',
  '~=': 'matches the pattern',
}

const PICKER_RANGES = [
  ...EXPLORER_RANGES,
  { value: 'custom' as const, label: 'Custom', durationMs: 0 },
]

type Props = {
  parts: OxqlParts
  /** the picked timeseries' schema: the fields to filter and group by */
  schema: TimeseriesSchema | undefined
  onChange: (parts: OxqlParts) => void
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '8rem 1fr' },
        gap: { xs: 0.5, md: 2 },
        alignItems: 'start',
      }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
        {label}
      </Typography>
      <div>{children}</div>
    </Box>
  )
}

function FilterRow({
  index,
  filter,
  fields,
  onChange,
  onRemove,
}: {
  index: number
  filter: OxqlFilter
  fields: { name: string; kind: OxqlFilter['kind'] }[]
  onChange: (f: OxqlFilter) => void
  onRemove: () => void
}) {
  const known = fields.some((f) => f.name === filter.field)
  return (
    <Box
      role="group"
      aria-label={`Filter ${index + 1}`}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <MuiTextField
        select
        size="small"
        label="Field"
        value={filter.field}
        onChange={(e) => {
          const kind = fields.find((f) => f.name === e.target.value)?.kind ?? 'string'
          onChange({ ...filter, field: e.target.value, kind })
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth={false}
        sx={{ width: 220 }}
      >
        {!known && <option value={filter.field}>{filter.field}</option>}
        {fields.map((f) => (
          <option key={f.name} value={f.name}>
            {f.name}
          </option>
        ))}
      </MuiTextField>
      <MuiTextField
        select
        size="small"
        label="Operator"
        value={filter.op}
        onChange={(e) => onChange({ ...filter, op: e.target.value as OxqlComparison })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth={false}
        sx={{ width: 190 }}
      >
        {OXQL_COMPARISONS.map((op) => (
          <option key={op} value={op}>
            {`${op} (${OPERATORS[op]})`}
          </option>
        ))}
      </MuiTextField>
      <MuiTextField
        size="small"
        label="Value"
        value={filter.value}
        onChange={(e) => onChange({ ...filter, value: e.target.value })}
        autoComplete="off"
        fullWidth={false}
        sx={{ width: 300, '& input': { fontFamily: 'monospace' } }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label={`Remove filter ${index + 1}`} onClick={onRemove} size="small">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  )
}

/**
 * The parts of the query as controls: time range, filters by field, alignment and grouping.
 * Each change rewrites the query text above it.
 */
export function QueryBuilder({ parts, schema, onChange }: Props) {
  const fields = [
    ...(schema?.fieldSchema ?? []).map((f) => ({ name: f.name, kind: literalKind(f) })),
    { name: 'datum', kind: 'number' as const },
  ]
  const choice = rangeChoice(parts.range)
  const set = (next: Partial<OxqlParts>) => onChange({ ...parts, ...next })
  // a new span keeps the alignment in step with it, unless the samples are raw
  const withRange = (range: OxqlParts['range']) =>
    set({ range, alignMs: parts.alignMs === null ? null : alignFor(rangeSpanMs(range)) })
  const alignments = [...new Set([...ALIGNMENTS, ...(parts.alignMs ? [parts.alignMs] : [])])].sort(
    (a, b) => a - b,
  )
  const groupable = (schema?.fieldSchema ?? []).map((f) => f.name)

  return (
    <Stack spacing={2}>
      <Row label="Time range">
        <Stack spacing={1}>
          <div>
            <TimeRangePicker
              ranges={PICKER_RANGES}
              value={choice === 'none' ? ('' as 'custom') : choice}
              onChange={(next) => {
                if (next !== 'custom') {
                  const r = EXPLORER_RANGES.find((x) => x.value === next)
                  if (r) withRange({ kind: 'last', durationMs: r.durationMs })
                } else if (parts.range?.kind !== 'between') {
                  const end = new Date(Math.floor(Date.now() / 60_000) * 60_000)
                  const start = new Date(end.getTime() - rangeSpanMs(parts.range))
                  withRange({ kind: 'between', start, end })
                }
              }}
            />
          </div>
          {choice === 'none' && (
            <Typography variant="body2" color="text.secondary">
              No range: the API answers with its most recent hour.
            </Typography>
          )}
          {parts.range?.kind === 'between' && (
            <CustomRangeFields
              key={`${parts.range.start.getTime()}-${parts.range.end.getTime()}`}
              window={parts.range}
              retentionDays={METRICS_RETENTION_DAYS}
              onApply={(w) => withRange({ kind: 'between', start: w.start, end: w.end })}
            />
          )}
          {parts.range?.kind === 'last' && choice === 'custom' && (
            <Typography variant="body2" color="text.secondary">
              The last {oxqlDuration(parts.range.durationMs)}
            </Typography>
          )}
        </Stack>
      </Row>
      <Row label="Filters">
        <Stack spacing={1.5}>
          {parts.filters.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
              None: every timeseries of {parts.timeseries || 'the timeseries'}.
            </Typography>
          )}
          {parts.filters.map((f, i) => (
            <FilterRow
              // filters have no id of their own; removing one re-renders the rest in place
              key={i}
              index={i}
              filter={f}
              fields={fields}
              onChange={(next) =>
                set({ filters: parts.filters.map((x, j) => (j === i ? next : x)) })
              }
              onRemove={() => set({ filters: parts.filters.filter((_, j) => j !== i) })}
            />
          ))}
          <div>
            <Button
              size="small"
              variant="outlined"
              startIcon={<AddIcon aria-hidden />}
              onClick={() => {
                const first = fields[0] ?? { name: 'datum', kind: 'number' as const }
                set({
                  filters: [
                    ...parts.filters,
                    { field: first.name, op: '==', value: '', kind: first.kind },
                  ],
                })
              }}
            >
              Add filter
            </Button>
          </div>
        </Stack>
      </Row>
      <Row label="Alignment">
        <MuiTextField
          select
          size="small"
          label="Mean within"
          value={parts.alignMs === null ? '' : String(parts.alignMs)}
          onChange={(e) => {
            const alignMs = e.target.value ? Number(e.target.value) : null
            // grouping needs aligned samples
            set({ alignMs, groupBy: alignMs === null ? null : parts.groupBy })
          }}
          helperText="Each point is the mean of the samples in a window this wide"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth={false}
          sx={{ width: 300 }}
        >
          <option value="">None (raw samples)</option>
          {alignments.map((ms) => (
            <option key={ms} value={String(ms)}>
              {oxqlDuration(ms)}
              {ms === alignFor(rangeSpanMs(parts.range)) ? ' (suits the range)' : ''}
            </option>
          ))}
        </MuiTextField>
      </Row>
      <Row label="Group by">
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Autocomplete
            multiple
            size="small"
            options={groupable}
            value={parts.groupBy?.fields ?? []}
            disabled={parts.alignMs === null}
            onChange={(_, next) =>
              set({
                groupBy: next.length
                  ? { fields: next, reducer: parts.groupBy?.reducer ?? 'sum' }
                  : null,
              })
            }
            renderInput={(params) => (
              <MuiTextField
                {...params}
                label="Fields"
                helperText={
                  parts.alignMs === null
                    ? 'Align the samples to group them'
                    : 'One timeseries per distinct value of these fields'
                }
                slotProps={{
                  ...params.slotProps,
                  formHelperText: { sx: { color: 'text.secondary' } },
                }}
              />
            )}
            sx={{ minWidth: 300, flex: 1, maxWidth: 520 }}
          />
          <MuiTextField
            select
            size="small"
            label="Combine by"
            value={parts.groupBy?.reducer ?? 'sum'}
            disabled={!parts.groupBy}
            onChange={(e) =>
              parts.groupBy &&
              set({
                groupBy: { ...parts.groupBy, reducer: e.target.value as 'sum' | 'mean' },
              })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth={false}
            sx={{ width: 140 }}
          >
            <option value="sum">Sum</option>
            <option value="mean">Mean</option>
          </MuiTextField>
        </Stack>
      </Row>
    </Stack>
  )
}
