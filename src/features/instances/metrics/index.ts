// SCAFFOLD: replaced by the module's real pages (issue #4)
export const MetricsTab = () => null
export const CpuMetricsTab = () => null
export const DiskMetricsTab = () => null
export const NetworkMetricsTab = () => null
