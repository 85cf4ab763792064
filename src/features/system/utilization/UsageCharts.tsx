import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useSystemMetricQuery } from '~/api/endpoints/systemMetrics'
import type { SiloUtilization } from '~/api/generated/types'
import { collectionQuery, FLEET_ID } from '~/app/metrics/collectionQuery'
import { ViewQueryButton } from '~/app/metrics/ViewQueryButton'
import { TimeRangePicker } from '~/components'
import { UsageChart } from '~/components/charts/UsageChart'
import { formatBytes, formatNumber } from '~/util/format'
import {
  DEFAULT_USAGE_RANGE,
  parseUsageRange,
  USAGE_RANGES,
  usageWindow,
  type UsageRange,
  type UsageWindow,
} from '~/util/usageRange'
import type { FleetTotals, Resource } from './capacity'
import { USAGE_CHARTS, USAGE_LIMIT, type UsageChartSpec } from './usage'

const FORMAT: Record<Resource, (v: number) => string> = {
  cpus: (v) => formatNumber(v),
  memory: (v) => formatBytes(v),
  storage: (v) => formatBytes(v),
}

type ChartProps = {
  spec: UsageChartSpec
  /** a silo's id; the whole fleet without one */
  silo: string | undefined
  window: UsageWindow
  /** the flat line it is measured against: the silo's quota, or the fleet's capacity */
  reference: { label: string; value: number }
}

/** One resource's provisioned amount over the window, against its quota or the capacity. */
function FleetUsageChart({ spec, silo, window, reference }: ChartProps) {
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
  return (
    <UsageChart
      title={spec.title}
      window={window}
      measurements={{ items: currentData?.items, error, refetch }}
      format={FORMAT[spec.resource]}
      kind={spec.resource === 'cpus' ? 'count' : 'bytes'}
      reference={reference}
      actions={
        <ViewQueryButton
          chart={spec.title}
          queries={[
            { label: spec.title, query: collectionQuery(spec.metric, silo ?? FLEET_ID, window) },
          ]}
        />
      }
    />
  )
}

type Props = { silos: readonly SiloUtilization[]; totals: FleetTotals }

/**
 * Provisioned CPUs, memory and storage over time, for the fleet or one silo (`?silo=`), over the
 * range picked (`?range=`). Its own chunk: the charts load after the page's figures are shown.
 */
export default function UsageCharts({ silos, totals }: Props) {
  const [params, setParams] = useSearchParams()
  const siloName = params.get('silo') ?? ''
  const silo = silos.find((s) => s.siloName === siloName)
  const range = parseUsageRange(params.get('range'))
  // the window ends when the range was picked (or refreshed): every chart asks for the same one
  const [now, setNow] = useState(() => new Date())
  const window = useMemo(() => usageWindow(range, now), [range, now])

  // filters, not places: replace, so Back leaves the page instead of undoing picks
  const choose = (next: { silo?: string; range?: UsageRange }) => {
    const s = next.silo ?? siloName
    const r = next.range ?? range
    const search = new URLSearchParams()
    if (s) search.set('silo', s)
    if (r !== DEFAULT_USAGE_RANGE) search.set('range', r)
    setNow(new Date())
    setParams(search, { replace: true })
  }

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          select
          label="Silo"
          size="small"
          value={silo ? silo.siloName : ''}
          onChange={(e) => choose({ silo: e.target.value })}
          fullWidth={false}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 240 }}
        >
          <option value="">All silos</option>
          {silos.map((s) => (
            <option key={s.siloId} value={s.siloName}>
              {s.siloName}
            </option>
          ))}
        </TextField>
        <TimeRangePicker
          ranges={USAGE_RANGES}
          value={range}
          onChange={(next) => choose({ range: next })}
          onRefresh={() => setNow(new Date())}
        />
      </Stack>
      {USAGE_CHARTS.map((spec) => (
        <FleetUsageChart
          key={spec.metric}
          spec={spec}
          silo={silo?.siloId}
          window={window}
          reference={
            silo
              ? { label: 'Quota', value: silo.allocated[spec.resource] }
              : { label: 'Capacity', value: totals.capacity[spec.resource] }
          }
        />
      ))}
    </Stack>
  )
}
