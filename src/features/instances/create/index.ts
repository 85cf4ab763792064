export { InstanceCreatePage } from './InstanceCreatePage'
