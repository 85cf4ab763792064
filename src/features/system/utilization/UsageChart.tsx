import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
// The deep import keeps the chunk to the line chart's code, as the instance metrics tab does.
import { LineChart } from '@mui/x-charts/LineChart'
import { useId, useMemo } from 'react'
import { useSystemMetricQuery } from '~/api/endpoints/systemMetrics'
import { EmptyState, QueryError, Spinner } from '~/components'
import { formatPointTime } from '../../instances/metrics/series'
import { collectionQuery, FLEET_ID } from '../metrics/collectionQuery'
import { ViewQueryButton } from '../metrics/ViewQueryButton'
import {
  formatUsageTick,
  toUsagePoints,
  USAGE_LIMIT,
  usageTicks,
  type UsageChartSpec,
  type UsageWindow,
} from './usage'

const HEIGHT = 240

type Props = {
  spec: UsageChartSpec
  /** a silo's id; the whole fleet without one */
  silo: string | undefined
  window: UsageWindow
  /** the flat line it is measured against: the silo's quota, or the fleet's capacity */
  reference: { label: string; value: number } | undefined
  format: (v: number) => string
}

/** One resource's provisioned amount over the window, against its quota or the capacity. */
export function UsageChart({ spec, silo, window, reference, format }: Props) {
  const headingId = useId()
  const { currentData, error, refetch } = useSystemMetricQuery({
    path: { metricName: spec.metric },
    query: {
      startTime: window.start,
      endTime: window.end,
      order: 'ascending',
      limit: USAGE_LIMIT,
      silo,
    },
  })
  const points = useMemo(() => currentData && toUsagePoints(currentData.items), [currentData])
  const ticks = useMemo(() => usageTicks(window), [window])

  let body
  if (error) {
    body = (
      <QueryError
        what={`the ${spec.title.toLowerCase()} measurements`}
        error={error}
        onRetry={refetch}
      />
    )
  } else if (!points) {
    body = (
      <Box sx={{ height: HEIGHT, display: 'grid', placeItems: 'center' }}>
        <Spinner size={32} />
      </Box>
    )
  } else if (points.times.length === 0) {
    body = (
      <EmptyState
        title="No data for this range"
        body={`Nothing was measured of ${spec.title.toLowerCase()} in the selected time range.`}
      />
    )
  } else {
    const series = [
      {
        id: 'provisioned',
        label: 'Provisioned',
        data: points.values,
        showMark: false,
        area: true,
        valueFormatter: (v: number | null) => (v === null ? 'No data' : format(v)),
      },
      ...(reference
        ? [
            {
              id: 'reference',
              label: reference.label,
              data: points.times.map(() => reference.value),
              showMark: false,
              valueFormatter: (v: number | null) => (v === null ? '' : format(v)),
            },
          ]
        : []),
    ]
    body = (
      <Box role="figure" aria-label={spec.title}>
        <LineChart
          height={HEIGHT}
          skipAnimation
          margin={{ right: 40 }}
          xAxis={[
            {
              data: points.times,
              scaleType: 'time',
              min: window.start,
              max: window.end,
              ...(ticks && { tickInterval: ticks }),
              valueFormatter: (d: Date, ctx) =>
                ctx.location === 'tick' ? formatUsageTick(d, window) : formatPointTime(d),
            },
          ]}
          yAxis={[{ min: 0, width: 84, valueFormatter: format }]}
          series={series}
        />
      </Box>
    )
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id={headingId} variant="h3" component="h3" sx={{ flex: 1 }}>
          {spec.title}
        </Typography>
        <ViewQueryButton
          chart={spec.title}
          queries={[
            { label: spec.title, query: collectionQuery(spec.metric, silo ?? FLEET_ID, window) },
          ]}
        />
      </Box>
      {body}
    </Box>
  )
}
