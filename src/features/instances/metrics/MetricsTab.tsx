import { stackIps } from '~/api/ipStack'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import MuiTextField from '@mui/material/TextField'
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useInstanceNetworkInterfaceListQuery } from '~/api/endpoints/instances'
import { pb } from '~/app/routes/paths'
import {
  AutoRefreshSelect,
  CustomRangeFields,
  RouteTabs,
  Spinner,
  TimeRangePicker,
} from '~/components'
import { METRICS_RETENTION_DAYS } from '~/util/limits'
import { customRangeErrors, refreshMs, type TimeWindow } from '~/util/timeRange'
import { useInstance, useInstanceSelector } from '../useInstance'
import { cpuCharts, diskCharts, networkCharts } from './charts'
import type { ChartSpec } from './charts'
import { MetricChart } from './MetricChart'
import { metricsSearch, readMetricsParams, type MetricsParams } from './metricsParams'
import { customWindow, metricsWindow, RANGES } from './range'
import type { MetricsWindow } from './range'

// The instance's metrics tab (spec §2: metrics → cpu | disk | network): the time range (a preset
// or a custom window), auto-refresh, the sub-tabs, and for each sub-tab its charts over the
// window. Everything chosen is kept in the address (metricsParams.ts).

type Charting = {
  /** null: the custom range in the address is not valid, so there is nothing to ask for */
  window: MetricsWindow | null
  /** changes when the same window is to be asked for again (refresh within its minute) */
  refreshKey: number
}
const ChartingContext = createContext<Charting | null>(null)

const MINUTE = 60_000
const PICKER_RANGES = [...RANGES, { value: 'custom' as const, label: 'Custom', durationMs: 0 }]

const sameWindow = (a: TimeWindow | null, b: TimeWindow | null) =>
  a?.start.getTime() === b?.start.getTime() && a?.end.getTime() === b?.end.getTime()

function useMetricsParams(): [MetricsParams, (next: Partial<MetricsParams>) => void] {
  const [search, setSearch] = useSearchParams()
  const params = readMetricsParams(search)
  // filters, not places: replace, so Back leaves the tab instead of undoing each pick
  const set = (next: Partial<MetricsParams>) =>
    void setSearch(metricsSearch({ ...params, ...next }), { replace: true })
  return [params, set]
}

export function MetricsTab() {
  const { project, instance } = useInstanceSelector()
  const [params, set] = useMetricsParams()
  const { range, custom, refresh } = params
  const everyMs = range === 'custom' ? undefined : refreshMs(refresh)
  // The window ends when the range was chosen or last refreshed, not a moving one: every query
  // of the tab then covers the same minutes and the cache keeps answering them.
  const [now, setNow] = useState(() => new Date())
  const [refreshKey, setRefreshKey] = useState(0)
  const customValid = useMemo(() => {
    if (!custom) return false
    const errors = customRangeErrors(custom.start, custom.end, new Date(), METRICS_RETENTION_DAYS)
    return !errors.start && !errors.end
  }, [custom])
  const windowAt = useCallback(
    (at: Date): MetricsWindow | null => {
      if (range !== 'custom') return metricsWindow(range, at, Math.min(everyMs ?? MINUTE, MINUTE))
      return custom && customValid ? customWindow(custom) : null
    },
    [range, custom, customValid, everyMs],
  )
  const window = useMemo(() => windowAt(now), [windowAt, now])

  // a new window asks anew by itself; the same window again is refetched
  const refreshNow = useCallback(() => {
    const at = new Date()
    if (sameWindow(windowAt(at), window)) setRefreshKey((k) => k + 1)
    else setNow(at)
  }, [windowAt, window])
  useEffect(() => {
    if (!everyMs) return
    const timer = setInterval(refreshNow, everyMs)
    return () => clearInterval(timer)
  }, [everyMs, refreshNow])

  const search = metricsSearch(params)
  const charting = useMemo(() => ({ window, refreshKey }), [window, refreshKey])
  return (
    <ChartingContext.Provider value={charting}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'flex-end', alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}
      >
        <AutoRefreshSelect
          value={refresh}
          onChange={(next) => set({ refresh: next })}
          disabledReason={range === 'custom' ? 'A custom range does not move' : undefined}
        />
        <TimeRangePicker
          ranges={PICKER_RANGES}
          value={range}
          onChange={(next) => {
            if (next === 'custom') {
              // start from the window on screen, to be moved from there
              set({ range: 'custom', custom: window ?? undefined })
            } else {
              setNow(new Date())
              set({ range: next, custom: undefined })
            }
          }}
          onRefresh={refreshNow}
          refreshLabel="Refresh metrics"
        />
      </Stack>
      {range === 'custom' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <CustomRangeFields
            // a new window from the address starts the fields afresh
            key={`${custom?.start.toISOString()}-${custom?.end.toISOString()}`}
            window={custom}
            retentionDays={METRICS_RETENTION_DAYS}
            onApply={(next) => set({ range: 'custom', custom: next })}
          />
        </Box>
      )}
      <RouteTabs
        label="Metrics tabs"
        tabs={[
          { label: 'CPU', to: pb.instanceMetrics(project, instance, 'cpu') + search },
          { label: 'Disk', to: pb.instanceMetrics(project, instance, 'disk') + search },
          { label: 'Network', to: pb.instanceMetrics(project, instance, 'network') + search },
        ]}
      />
    </ChartingContext.Provider>
  )
}

type SpecsOf = (id: string, w: MetricsWindow) => ChartSpec[]

function MetricCharts({ specsOf }: { specsOf: SpecsOf }) {
  const { project } = useInstanceSelector()
  const instance = useInstance()
  const charting = useContext(ChartingContext)
  const window = charting?.window
  const instanceId = instance?.id
  // Built once per window: the specs' toData functions are memo keys of each chart's lines.
  const specs = useMemo(
    () => (instanceId && window ? specsOf(instanceId, window) : []),
    [instanceId, window, specsOf],
  )
  if (charting && !window) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        Choose a valid custom range (or a preset) to see the charts.
      </Alert>
    )
  }
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
        <MetricChart
          key={spec.id}
          spec={spec}
          project={project}
          window={window}
          refreshKey={charting?.refreshKey ?? 0}
        />
      ))}
    </Stack>
  )
}

/** All interfaces, or the one `?nic=` names. */
function NicPicker() {
  const { project, instance } = useInstanceSelector()
  const [params, set] = useMetricsParams()
  const { data } = useInstanceNetworkInterfaceListQuery({ query: { project, instance } })
  const nics = data?.items ?? []
  return (
    <MuiTextField
      select
      size="small"
      label="Network interface"
      value={nics.some((n) => n.name === params.nic) ? params.nic : ''}
      onChange={(e) => set({ nic: e.target.value || undefined })}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: 260, mb: 3 }}
    >
      <option value="">All interfaces</option>
      {nics.map((n) => (
        <option key={n.id} value={n.name}>
          {`${n.name} (${stackIps(n.ipStack).join(', ')})`}
        </option>
      ))}
    </MuiTextField>
  )
}

export const CpuMetricsTab = () => <MetricCharts specsOf={cpuCharts} />
export const DiskMetricsTab = () => <MetricCharts specsOf={diskCharts} />

export function NetworkMetricsTab() {
  const { project, instance } = useInstanceSelector()
  const [params] = useMetricsParams()
  const { data } = useInstanceNetworkInterfaceListQuery({ query: { project, instance } })
  const nicId = data?.items.find((n) => n.name === params.nic)?.id
  const specsOf = useCallback<SpecsOf>((id, w) => networkCharts(id, w, nicId), [nicId])
  return (
    <>
      <NicPicker />
      {/* an interface named in the address: its charts, not all of them first */}
      {params.nic && !data ? <Spinner /> : <MetricCharts specsOf={specsOf} />}
    </>
  )
}
