export { ProjectsPage, projectsLoader } from './ProjectsPage'
