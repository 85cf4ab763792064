// The role form, a chunk of its own (formik, yup): the access tables load without it.
export { RoleForm } from './RoleForm'
