// The demote form (formik, yup), a chunk of its own: the silo images list opens it lazily.
export { DemoteImageForm } from './silo/DemoteImageForm'
