// The loopback address form, a chunk of its own (formik, yup).
export { LoopbackAddressCreateForm } from './LoopbackAddressCreateForm'
