import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { createContext, useContext, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { pb } from '~/app/routes/paths'
import { RouteTabs, Spinner, TimeRangePicker } from '~/components'
import { useInstance, useInstanceSelector } from '../useInstance'
import { cpuCharts, diskCharts, networkCharts } from './charts'
import type { ChartSpec } from './charts'
import { MetricChart } from './MetricChart'
import { DEFAULT_RANGE, metricsWindow, parseRange, RANGES } from './range'
import type { MetricsRange, MetricsWindow } from './range'

// The instance's metrics tab (spec §2: metrics → cpu | disk | network): a time-range picker kept
// in `?range=`, the sub-tabs, and for each sub-tab its charts over the chosen window.

const WindowContext = createContext<MetricsWindow | null>(null)

/** The chosen range lives in `?range=`; the sub-tab links carry it, so a switch keeps it. */
function useRange(): [MetricsRange, (range: MetricsRange) => void] {
  const [params, setParams] = useSearchParams()
  const range = parseRange(params.get('range')) ?? DEFAULT_RANGE
  // A filter, not a place: replace, so Back leaves the tab instead of undoing range picks.
  const choose = (next: MetricsRange) => void setParams({ range: next }, { replace: true })
  return [range, choose]
}

export function MetricsTab() {
  const { project, instance } = useInstanceSelector()
  const [range, setRange] = useRange()
  const search = range === DEFAULT_RANGE ? '' : `?range=${range}`
  // Charts show the window ending when the range was chosen (or refreshed), not a moving one:
  // every query of the tab then covers the same minutes and the cache keeps answering them.
  const [now, setNow] = useState(() => new Date())
  const window = useMemo(() => metricsWindow(range, now), [range, now])

  return (
    <WindowContext.Provider value={window}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <TimeRangePicker
          ranges={RANGES}
          value={range}
          onChange={(next) => {
            setNow(new Date())
            setRange(next)
          }}
          onRefresh={() => setNow(new Date())}
          refreshLabel="Refresh metrics"
        />
      </Stack>
      <RouteTabs
        label="Metrics tabs"
        tabs={[
          { label: 'CPU', to: pb.instanceMetrics(project, instance, 'cpu') + search },
          { label: 'Disk', to: pb.instanceMetrics(project, instance, 'disk') + search },
          { label: 'Network', to: pb.instanceMetrics(project, instance, 'network') + search },
        ]}
      />
    </WindowContext.Provider>
  )
}

function MetricCharts({ specsOf }: { specsOf: (id: string, w: MetricsWindow) => ChartSpec[] }) {
  const { project } = useInstanceSelector()
  const instance = useInstance()
  const window = useContext(WindowContext)
  const instanceId = instance?.id
  // Built once per window: the specs' toData functions are memo keys of each chart's lines.
  const specs = useMemo(
    () => (instanceId && window ? specsOf(instanceId, window) : []),
    [instanceId, window, specsOf],
  )
  if (!instanceId || !window) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <Spinner size={32} />
      </Box>
    )
  }
  return (
    <Stack spacing={4}>
      {specs.map((spec) => (
        <MetricChart key={spec.id} spec={spec} project={project} window={window} />
      ))}
    </Stack>
  )
}

export const CpuMetricsTab = () => <MetricCharts specsOf={cpuCharts} />
export const DiskMetricsTab = () => <MetricCharts specsOf={diskCharts} />
export const NetworkMetricsTab = () => <MetricCharts specsOf={networkCharts} />
