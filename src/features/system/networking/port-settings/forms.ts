// The port settings form, a chunk of its own (formik, yup).
export { PortSettingsCreateForm } from './PortSettingsCreateForm'
