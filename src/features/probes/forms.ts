export { ProbeCreateForm } from './ProbeCreateForm'
