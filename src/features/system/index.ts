export { SystemIssuesPage } from './SystemIssuesPage'
