import { api } from '../api'
import { projectsEndpoints } from '../generated/endpoints/projects'
import { invalidatesItem, invalidatesList, providesItem, providesList } from './tags'

// Projects of the silo and their policies.
export const projectsApi = api.injectEndpoints({ endpoints: projectsEndpoints }).enhanceEndpoints({
  endpoints: {
    projectList: { providesTags: providesList('Project') },
    projectCreate: { invalidatesTags: invalidatesList('Project') },
    projectView: { providesTags: providesItem('Project', 'project') },
    // the returned project's name and id too: a rename leaves views cached under either
    projectUpdate: { invalidatesTags: invalidatesItem('Project', 'project') },
    projectDelete: { invalidatesTags: invalidatesItem('Project', 'project') },
    projectPolicyView: {
      providesTags: (_policy, _error, arg) => [{ type: 'ProjectPolicy', id: arg.path.project }],
    },
    projectPolicyUpdate: {
      invalidatesTags: (_policy, error, arg) =>
        error ? [] : [{ type: 'ProjectPolicy', id: arg.path.project }],
    },
  },
})

export const {
  useProjectListQuery,
  useProjectCreateMutation,
  useProjectViewQuery,
  useProjectUpdateMutation,
  useProjectDeleteMutation,
  useProjectPolicyViewQuery,
  useProjectPolicyUpdateMutation,
} = projectsApi
