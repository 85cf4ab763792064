export { MetricsExplorerPage, metricsExplorerLoader } from './MetricsExplorerPage'
