// The floating IPs list (its own chunk); the forms are in ./forms.
export { FloatingIpsPage, floatingIpsLoader } from './list/FloatingIpsPage'
