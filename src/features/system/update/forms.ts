export { TrustRootCreateForm } from './TrustRootCreateForm'
