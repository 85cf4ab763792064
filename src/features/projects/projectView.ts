import { projectsApi } from '~/api/endpoints/projects'
import { defineView } from '~/app/routes/define'

/** The project the route names: the project frame's loader and the edit form read it. */
export const projectView = defineView(projectsApi.endpoints.projectView, (param) => ({
  path: { project: param('project') },
}))
