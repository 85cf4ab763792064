export { ProjectsPage, projectsLoader } from './ProjectsPage'
export { ProjectLayout, projectLoader } from './ProjectLayout'
