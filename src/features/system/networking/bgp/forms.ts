// The BGP forms, a chunk of their own (formik, yup).
export { BgpConfigCreateForm, BgpConfigEditForm } from './BgpConfigCreateForm'
export { AnnounceSetCreateForm, AnnounceSetEditForm } from './AnnounceSetForms'
