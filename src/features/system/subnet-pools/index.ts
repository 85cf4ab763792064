// The subnet pools list and a pool's page (their own chunk); the forms are in ./forms.
export { SubnetPoolsPage, subnetPoolsLoader } from './SubnetPoolsPage'
export { SubnetPoolPage, subnetPoolLoader } from './SubnetPoolPage'
