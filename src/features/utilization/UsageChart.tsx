import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
// The deep import keeps the chunk to the line chart's code, not every chart type.
import { LineChart, lineClasses } from '@mui/x-charts/LineChart'
import { useId, useMemo } from 'react'
import type { SystemMetricName } from '~/api/generated/types'
import { EmptyState, QueryError, Spinner } from '~/components'
import { formatPointTime, formatTick } from '~/features/instances/metrics/series'
import { collectionQuery } from '~/features/system/metrics/collectionQuery'
import { ViewQueryButton } from '~/features/system/metrics/ViewQueryButton'
import type { UsageWindow } from './range'
import { byteAxis, toUsageSeries } from './series'
import { useMeasurements } from './useMeasurements'

const HEIGHT = 240

export type UsageChartProps = {
  title: string
  metric: SystemMetricName
  window: UsageWindow
  /** a project's name, or undefined for the whole silo */
  project: string | undefined
  format: (v: number) => string
  /** what is measured: a count of whole things (CPUs), or bytes */
  kind: 'count' | 'bytes'
  /** the id of what is charted (the project, or the silo), for 'View query' */
  scopeId: string | undefined
}

/**
 * One provisioned amount over the window, as a step line (provisioning changes in steps): a
 * spinner while it loads, the API's error, an empty state when nothing was measured.
 */
export function UsageChart({
  title,
  metric,
  window,
  project,
  format,
  kind,
  scopeId,
}: UsageChartProps) {
  const { items, error, refetch } = useMeasurements(metric, window, project)
  const series = useMemo(() => (items ? toUsageSeries(items, window) : undefined), [items, window])
  const yAxis = useMemo(() => {
    if (kind === 'count' || !series) return { min: 0, tickMinStep: 1 }
    const { max, ticks } = byteAxis(Math.max(0, ...series.values))
    return { min: 0, max, tickInterval: ticks }
  }, [kind, series])
  const headingId = useId()
  const spanMs = window.end.getTime() - window.start.getTime()

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
    body = (
      <Box role="figure" aria-label={title}>
        <LineChart
          height={HEIGHT}
          skipAnimation
          hideLegend
          margin={{ right: 24 }}
          xAxis={[
            {
              data: series.times,
              scaleType: 'time',
              min: window.start,
              max: window.end,
              valueFormatter: (d: Date, ctx) =>
                ctx.location === 'tick' ? formatTick(d, spanMs) : formatPointTime(d),
            },
          ]}
          yAxis={[{ ...yAxis, width: 84, valueFormatter: format }]}
          // the area under the line, faint: the line is what is read
          sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
          series={[
            {
              id: metric,
              label: title,
              data: series.values,
              curve: 'stepAfter',
              showMark: false,
              area: true,
              valueFormatter: (v: number | null) => (v === null ? 'No data' : format(v)),
            },
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
        {scopeId && (
          <ViewQueryButton
            chart={title}
            queries={[{ label: title, query: collectionQuery(metric, scopeId, window) }]}
          />
        )}
      </Box>
      {body}
    </Box>
  )
}
