export { InstancesPage, instancesLoader } from './InstancesPage'
