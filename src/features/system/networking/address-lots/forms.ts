// The address lot form, a chunk of its own (formik, yup).
export { AddressLotCreateForm } from './AddressLotCreateForm'
