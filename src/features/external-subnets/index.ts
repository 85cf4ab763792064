// The external subnets list (its own chunk); the forms are in ./forms.
export { ExternalSubnetsPage, externalSubnetsLoader } from './list/ExternalSubnetsPage'
