import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
// The deep import keeps the chunk to the line chart's code, as the instance metrics tab does.
import { LineChart } from '@mui/x-charts/LineChart'
import { useMemo } from 'react'
import type { OxqlQueryResult, Units } from '~/api/generated/types'
import { DataTable, EmptyState, type DataTableColumn } from '~/components'
import { formatDateTime } from '~/util/format'
import { dayTicks, formatDayTick, formatPointTime } from '~/util/timeAxis'
import { chartLines, formatInUnit, seriesOf, summaryRows, type SummaryRow } from './explorerData'

const HEIGHT = 320
const MAX_LINES = 12

type Props = {
  result: OxqlQueryResult
  /** the unit of the values, from the schema (unknown: plain numbers) */
  units: Units | undefined
}

const valueColumn = (
  field: keyof Pick<SummaryRow, 'latest' | 'min' | 'max' | 'mean'>,
  headerName: string,
  units: Units | undefined,
): DataTableColumn<SummaryRow> => ({
  field,
  headerName,
  width: 120,
  renderCell: ({ row }) => (row[field] === null ? '—' : formatInUnit(row[field], units)),
  csv: (row) => (row[field] === null ? '' : String(row[field])),
})

/** The answer as a line chart (at most 12 lines) over a table with every timeseries in it. */
export function QueryResult({ result, units }: Props) {
  const series = useMemo(() => seriesOf(result), [result])
  const lines = useMemo(() => chartLines(series, MAX_LINES), [series])
  const rows = useMemo(() => summaryRows(series), [series])
  const columns = useMemo(
    (): DataTableColumn<SummaryRow>[] => [
      {
        field: 'label',
        headerName: 'Timeseries',
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
            {row.label}
          </Box>
        ),
      },
      { field: 'points', headerName: 'Points', width: 90 },
      valueColumn('latest', 'Latest', units),
      valueColumn('min', 'Min', units),
      valueColumn('max', 'Max', units),
      valueColumn('mean', 'Mean', units),
    ],
    [units],
  )
  const points = rows.reduce((n, r) => n + r.points, 0)
  const first = lines.times[0]
  const last = lines.times.at(-1)
  const axis = useMemo(
    () => (first && last ? { start: first, end: last } : undefined),
    [first, last],
  )
  // over days, the ticks are dates at midnight (as the utilization charts have them)
  const ticks = useMemo(() => axis && dayTicks(axis), [axis])

  if (series.length === 0) {
    return (
      <EmptyState
        title="No timeseries"
        body="Nothing matched the query in its time range. Widen the range or loosen a filter."
      />
    )
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {series.length} timeseries, {points} points
        {first && last ? `, ${formatDateTime(first)} to ${formatDateTime(last)}` : ''}.
        {lines.hidden > 0 &&
          ` The chart draws the first ${MAX_LINES}; all ${series.length} are in the table (filter or group to draw fewer).`}
      </Typography>
      {lines.lines.length > 0 ? (
        <Box role="figure" aria-label="Query result" sx={{ mb: 3 }}>
          <LineChart
            height={HEIGHT}
            skipAnimation
            hideLegend={lines.lines.length < 2}
            margin={{ right: 40 }}
            xAxis={[
              {
                data: lines.times,
                scaleType: 'time',
                ...(ticks && { tickInterval: ticks }),
                valueFormatter: (d: Date, ctx) =>
                  ctx.location === 'tick' && axis ? formatDayTick(d, axis) : formatPointTime(d),
              },
            ]}
            yAxis={[{ width: 90, valueFormatter: (v: number) => formatInUnit(v, units) }]}
            series={lines.lines.map((l) => ({
              id: l.id,
              label: l.label,
              data: l.values,
              showMark: false,
              valueFormatter: (v: number | null) =>
                v === null ? 'No data' : formatInUnit(v, units),
            }))}
          />
        </Box>
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          The values are not numbers (distributions or text): they are listed, not charted.
        </Typography>
      )}
      <DataTable
        aria-label="Query result timeseries"
        columns={columns}
        rows={rows}
        loading={false}
        emptyState={null}
      />
    </>
  )
}
