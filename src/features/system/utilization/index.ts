// The utilization page (its own chunk; the charts are a further one, loaded by the page).
export { UtilizationPage, utilizationLoader } from './UtilizationPage'
