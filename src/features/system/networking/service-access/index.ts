// Service access: the allow list and inbound ICMP (its own chunk, with formik: the page is a form).
export { ServiceAccessPage } from './ServiceAccessPage'
export { serviceAccessLoader } from './views'
