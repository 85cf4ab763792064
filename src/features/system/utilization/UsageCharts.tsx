import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { SiloUtilization } from '~/api/generated/types'
import { TimeRangePicker } from '~/components'
import { formatBytes, formatNumber } from '~/util/format'
import type { FleetTotals, Resource } from './capacity'
import { UsageChart } from './UsageChart'
import {
  DEFAULT_USAGE_RANGE,
  parseUsageRange,
  USAGE_CHARTS,
  USAGE_RANGES,
  usageWindow,
  type UsageRange,
} from './usage'

const FORMAT: Record<Resource, (v: number) => string> = {
  cpus: (v) => formatNumber(v),
  memory: (v) => formatBytes(v),
  storage: (v) => formatBytes(v),
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
        <UsageChart
          key={spec.metric}
          spec={spec}
          silo={silo?.siloId}
          window={window}
          format={FORMAT[spec.resource]}
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
