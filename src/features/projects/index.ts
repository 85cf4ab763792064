export { ProjectsPage, projectsLoader } from './ProjectsPage'
export { ProjectCreateForm } from './ProjectCreateForm'
export { ProjectEditForm, projectEditLoader } from './ProjectEditForm'
