// The IP pools list and a pool's page (its own chunk); the forms are in ./forms.
export { IpPoolsPage, ipPoolsLoader } from './IpPoolsPage'
export { IpPoolPage, ipPoolLoader } from './IpPoolPage'
