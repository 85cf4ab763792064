export { SystemIssuesPage } from './issues/SystemIssuesPage'
