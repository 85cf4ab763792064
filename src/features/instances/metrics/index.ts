// The instance metrics chunk (lazy: the only place the chart library is imported).
export { CpuMetricsTab, DiskMetricsTab, MetricsTab, NetworkMetricsTab } from './MetricsTab'
