// The silo forms, a chunk of their own: the list and the silo's page load without them.
export { SiloCreateForm } from './SiloCreateForm'
export { IdpCreateForm } from './IdpCreateForm'
export { QuotasEditForm } from './QuotasEditForm'
export { LocalUserCreateForm, SetPasswordForm } from './LocalUserForms'
