import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
// The deep import keeps the chunk to the line chart's code, not every chart type.
import { LineChart, lineClasses } from '@mui/x-charts/LineChart'
import { useId, useMemo, type ReactNode } from 'react'
import type { Measurement } from '~/api/generated/types'
import { dayTicks, formatDayTick, formatPointTime } from '~/util/timeAxis'
import type { UsageWindow } from '~/util/usageRange'
import { EmptyState } from '../EmptyState'
import { QueryError } from '../QueryError'
import { Spinner } from '../Spinner'
import { byteAxis, toUsageSeries } from './usageSeries'

// Not in the components index: only the lazily loaded chart chunks import the chart library.

const HEIGHT = 240

/** One metric's measurements over the window, as the area's own hook asked for them. */
export type Measurements = {
  items: readonly Measurement[] | undefined
  error: unknown
  refetch: () => unknown
}

export type UsageChartProps = {
  title: string
  window: UsageWindow
  measurements: Measurements
  format: (v: number) => string
  /** what is measured: a count of whole things (CPUs), or bytes */
  kind: 'count' | 'bytes'
  /** a flat line the amount is measured against: a quota, the fleet's capacity */
  reference?: { label: string; value: number }
  /** beside the title: 'View query' */
  actions?: ReactNode
}

/**
 * One provisioned amount over the window, as a step line (provisioning changes in steps), for
 * the silo's /utilization and the fleet's system/utilization alike: a spinner while it loads, the
 * API's error with Retry, an empty state when nothing was measured.
 */
export function UsageChart({
  title,
  window,
  measurements,
  format,
  kind,
  reference,
  actions,
}: UsageChartProps) {
  const { items, error, refetch } = measurements
  const series = useMemo(() => (items ? toUsageSeries(items, window) : undefined), [items, window])
  const refValue = reference?.value
  const yAxis = useMemo(() => {
    if (kind === 'count' || !series) return { min: 0, tickMinStep: 1 }
    // the reference line is on the axis too: a quota far above what is provisioned still shows
    const { max, ticks } = byteAxis(Math.max(0, refValue ?? 0, ...series.values))
    return { min: 0, max, tickInterval: ticks }
  }, [kind, series, refValue])
  const ticks = useMemo(() => dayTicks(window), [window])
  const headingId = useId()

  let body
  if (error !== undefined) {
    body = (
      <QueryError
        what={`the ${title.toLowerCase()} measurements`}
        error={error}
        onRetry={refetch}
      />
    )
  } else if (!series) {
    body = (
      <Box sx={{ height: HEIGHT, display: 'grid', placeItems: 'center' }}>
        <Spinner size={32} />
      </Box>
    )
  } else if (series.values.length === 0) {
    body = (
      <EmptyState
        title="No data for this range"
        body={`No ${title.toLowerCase()} measurements in the selected time range.`}
      />
    )
  } else {
    const formatPoint = (v: number | null) => (v === null ? 'No data' : format(v))
    body = (
      <Box role="figure" aria-label={title}>
        <LineChart
          height={HEIGHT}
          skipAnimation
          // one line needs no legend; a reference line does
          hideLegend={!reference}
          margin={{ right: 24 }}
          xAxis={[
            {
              data: series.times,
              scaleType: 'time',
              min: window.start,
              max: window.end,
              ...(ticks && { tickInterval: ticks }),
              valueFormatter: (d: Date, ctx) =>
                ctx.location === 'tick' ? formatDayTick(d, window) : formatPointTime(d),
            },
          ]}
          yAxis={[{ ...yAxis, width: 84, valueFormatter: format }]}
          // the area under the line, faint: the line is what is read
          sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
          series={[
            {
              id: 'provisioned',
              label: 'Provisioned',
              data: series.values,
              curve: 'stepAfter',
              showMark: false,
              area: true,
              valueFormatter: formatPoint,
            },
            ...(reference
              ? [
                  {
                    id: 'reference',
                    label: reference.label,
                    data: series.times.map(() => reference.value),
                    showMark: false,
                    valueFormatter: formatPoint,
                  },
                ]
              : []),
          ]}
        />
      </Box>
    )
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id={headingId} variant="h3" component="h3" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {body}
    </Box>
  )
}
