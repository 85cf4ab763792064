import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
// The deep import keeps the chunk to the line chart's code, not every chart type.
import { LineChart } from '@mui/x-charts/LineChart'
import { skipToken } from '@reduxjs/toolkit/query'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useTimeseriesQueryQuery } from '~/api/endpoints/metrics'
import { messageOf } from '~/api/errors'
import { EmptyState, QueryError, retryFailed, Spinner } from '~/components'
import { ViewQueryButton } from '~/app/metrics/ViewQueryButton'
import type { ChartSpec } from './charts'
import type { MetricsWindow } from './range'
import { isEmptyChart } from './series'
import { formatPointTime, formatTick } from '~/util/timeAxis'

const HEIGHT = 260

type Props = {
  spec: ChartSpec
  project: string
  window: MetricsWindow
  /** a change asks the same queries again (a refresh within the window's minute) */
  refreshKey?: number
}

/** The API's answer to a query naming a timeseries it does not record. */
const notRecorded = (error: unknown) => /^Timeseries not found/i.test(messageOf(error))

/**
 * One chart of a metrics sub-tab: a titled section asking the spec's queries, then a spinner,
 * the API's error, an empty state or the lines. Only the current range's answer is drawn
 * (currentData): a range change shows the spinner rather than the previous range's lines.
 */
export function MetricChart({ spec, project, window, refreshKey = 0 }: Props) {
  const [first, second] = spec.queries
  const a = useTimeseriesQueryQuery({ query: { project }, body: { query: first } })
  const b = useTimeseriesQueryQuery(
    second === undefined ? skipToken : { query: { project }, body: { query: second } },
  )
  const headingId = useId()
  const error = a.error ?? b.error
  const { refetch: refetchA } = a
  const { refetch: refetchB } = b
  const asked = useRef(refreshKey)
  useEffect(() => {
    if (asked.current === refreshKey) return
    asked.current = refreshKey
    void refetchA()
    if (second !== undefined) void refetchB()
  }, [refreshKey, refetchA, refetchB, second])
  const waiting = a.currentData === undefined || (second !== undefined && !b.currentData)
  const { currentData: ra } = a
  const { currentData: rb } = b
  const data = useMemo(
    () => (ra && (second === undefined || rb) ? spec.toData(rb ? [ra, rb] : [ra]) : undefined),
    [spec, ra, rb, second],
  )
  const spanMs = window.end.getTime() - window.start.getTime()

  // a measurement this rack does not record: no chart rather than an error
  if (spec.optional && error !== undefined && notRecorded(error)) return null

  let body
  if (error) {
    body = (
      <QueryError
        what={`the ${spec.title.toLowerCase()} measurements`}
        error={error}
        onRetry={retryFailed(a, b)}
      />
    )
  } else if (waiting || !data) {
    body = (
      <Box sx={{ height: HEIGHT, display: 'grid', placeItems: 'center' }}>
        <Spinner size={32} />
      </Box>
    )
  } else if (isEmptyChart(data)) {
    body = (
      <EmptyState
        title="No data for this range"
        body={`This instance reported no ${spec.title.toLowerCase()} measurements in the selected time range.`}
      />
    )
  } else {
    body = (
      <Box role="figure" aria-label={spec.title}>
        <LineChart
          height={HEIGHT}
          skipAnimation
          hideLegend={data.series.length < 2}
          margin={{ right: 40 }}
          xAxis={[
            {
              data: data.times,
              scaleType: 'time',
              min: window.start,
              max: window.end,
              valueFormatter: (d: Date, ctx) =>
                ctx.location === 'tick' ? formatTick(d, spanMs) : formatPointTime(d),
            },
          ]}
          yAxis={[{ min: 0, max: spec.max, width: 84, valueFormatter: spec.format }]}
          series={data.series.map((s) => ({
            id: s.key,
            label: s.label,
            data: s.values,
            showMark: false,
            valueFormatter: (v: number | null) => (v === null ? 'No data' : spec.format(v)),
          }))}
        />
      </Box>
    )
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ flex: 1 }}>
          {spec.title}
        </Typography>
        <ViewQueryButton
          chart={spec.title}
          queries={spec.queries.map((query, i) => ({ label: spec.queryLabels[i] ?? query, query }))}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {spec.unit}
      </Typography>
      {body}
    </Box>
  )
}
