// The utilization page (its own chunk); its charts are another, loaded by the page.
export { UtilizationPage, utilizationLoader } from './UtilizationPage'
