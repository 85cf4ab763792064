import Stack from '@mui/material/Stack'
import { formatBytes, formatNumber } from '~/util/format'
import type { UsageWindow } from './range'
import { UsageChart } from './UsageChart'

// The usage charts, a chunk of their own (the chart library): the figures above them show
// without waiting for it.

type Props = {
  window: UsageWindow
  project: string | undefined
  /** the project's id, or the silo's for all projects: what 'View query' asks about */
  scopeId: string | undefined
}

export function UsageCharts({ window, project, scopeId }: Props) {
  return (
    <Stack spacing={4}>
      <UsageChart
        title="CPUs provisioned"
        metric="cpus_provisioned"
        window={window}
        project={project}
        scopeId={scopeId}
        format={formatNumber}
        kind="count"
      />
      <UsageChart
        title="Memory provisioned"
        metric="ram_provisioned"
        window={window}
        project={project}
        scopeId={scopeId}
        format={(v) => formatBytes(v)}
        kind="bytes"
      />
      <UsageChart
        title="Storage provisioned"
        metric="virtual_disk_space_provisioned"
        window={window}
        project={project}
        scopeId={scopeId}
        format={(v) => formatBytes(v)}
        kind="bytes"
      />
    </Stack>
  )
}
