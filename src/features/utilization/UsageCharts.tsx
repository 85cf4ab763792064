import Stack from '@mui/material/Stack'
import type { SystemMetricName } from '~/api/generated/types'
import { collectionQuery } from '~/app/metrics/collectionQuery'
import { ViewQueryButton } from '~/app/metrics/ViewQueryButton'
import { UsageChart } from '~/components/charts/UsageChart'
import { formatBytes, formatNumber } from '~/util/format'
import type { UsageWindow } from '~/util/usageRange'
import { useMeasurements } from './useMeasurements'

// The usage charts, a chunk of their own (the chart library): the figures above them show
// without waiting for it.

type Spec = {
  title: string
  metric: SystemMetricName
  format: (v: number) => string
  kind: 'count' | 'bytes'
}

const bytes = (v: number) => formatBytes(v)

const CHARTS: readonly Spec[] = [
  { title: 'CPUs provisioned', metric: 'cpus_provisioned', format: formatNumber, kind: 'count' },
  { title: 'Memory provisioned', metric: 'ram_provisioned', format: bytes, kind: 'bytes' },
  {
    title: 'Storage provisioned',
    metric: 'virtual_disk_space_provisioned',
    format: bytes,
    kind: 'bytes',
  },
]

type Props = {
  window: UsageWindow
  project: string | undefined
  /** the project's id, or the silo's for all projects: what 'View query' asks about */
  scopeId: string | undefined
}

function SiloUsageChart({ spec, window, project, scopeId }: Props & { spec: Spec }) {
  const measurements = useMeasurements(spec.metric, window, project)
  return (
    <UsageChart
      title={spec.title}
      window={window}
      measurements={measurements}
      format={spec.format}
      kind={spec.kind}
      actions={
        scopeId && (
          <ViewQueryButton
            chart={spec.title}
            queries={[{ label: spec.title, query: collectionQuery(spec.metric, scopeId, window) }]}
          />
        )
      }
    />
  )
}

export function UsageCharts(props: Props) {
  return (
    <Stack spacing={4}>
      {CHARTS.map((spec) => (
        <SiloUsageChart key={spec.metric} spec={spec} {...props} />
      ))}
    </Stack>
  )
}
