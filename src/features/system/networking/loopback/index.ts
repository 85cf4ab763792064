// Loopback addresses: the list (its own chunk); the form is in ./forms.
export { LoopbackAddressesPage, loopbackAddressesLoader } from './LoopbackAddressesPage'
