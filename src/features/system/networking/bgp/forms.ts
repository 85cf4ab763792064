// The BGP forms, a chunk of their own (formik, yup).
export { BgpConfigCreateForm } from './BgpConfigCreateForm'
export { AnnounceSetCreateForm, AnnounceSetEditForm } from './AnnounceSetForms'
