// The group forms (formik, yup), a chunk of their own.
export { GroupCreateForm } from './forms/GroupCreateForm'
export { AffinityGroupEditForm, AntiAffinityGroupEditForm } from './forms/GroupEditForm'
