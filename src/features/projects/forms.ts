export { ProjectCreateForm } from './ProjectCreateForm'
export { ProjectEditForm, projectEditLoader } from './ProjectEditForm'
