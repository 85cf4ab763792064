import { api } from '../api'
import type {
  Project,
  ProjectCreate,
  ProjectDeletePathParams,
  ProjectListQueryParams,
  ProjectPolicyUpdatePathParams,
  ProjectPolicyViewPathParams,
  ProjectResultsPage,
  ProjectRolePolicy,
  ProjectUpdate,
  ProjectUpdatePathParams,
  ProjectViewPathParams,
} from '../generated/types'
import * as ops from '../generated/operations'
import { toApiArgs } from './request'
import { ifSucceeded, itemTags, LIST, listTags } from './tags'

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectList: build.query<ProjectResultsPage, { query?: ProjectListQueryParams } | void>({
      query: (arg) => toApiArgs(ops.projectList, arg),
      providesTags: (page) => listTags('Project', page),
    }),
    projectCreate: build.mutation<Project, { body: ProjectCreate }>({
      query: (arg) => toApiArgs(ops.projectCreate, arg),
      invalidatesTags: (_project, error) => ifSucceeded(error, [{ type: 'Project', id: LIST }]),
    }),
    projectView: build.query<Project, { path: ProjectViewPathParams }>({
      query: (arg) => toApiArgs(ops.projectView, arg),
      providesTags: (project, _error, arg) => itemTags('Project', arg.path.project, project),
    }),
    projectUpdate: build.mutation<Project, { path: ProjectUpdatePathParams; body: ProjectUpdate }>({
      query: (arg) => toApiArgs(ops.projectUpdate, arg),
      // the returned project's name and id too: a rename leaves views cached under either
      invalidatesTags: (project, error, arg) =>
        ifSucceeded(error, [
          ...itemTags('Project', arg.path.project, project),
          { type: 'Project', id: LIST },
        ]),
    }),
    projectDelete: build.mutation<void, { path: ProjectDeletePathParams }>({
      query: (arg) => toApiArgs(ops.projectDelete, arg),
      invalidatesTags: (_result, error, arg) =>
        ifSucceeded(error, [
          { type: 'Project', id: arg.path.project },
          { type: 'Project', id: LIST },
        ]),
    }),
    projectPolicyView: build.query<ProjectRolePolicy, { path: ProjectPolicyViewPathParams }>({
      query: (arg) => toApiArgs(ops.projectPolicyView, arg),
      providesTags: (_policy, _error, arg) => [{ type: 'ProjectPolicy', id: arg.path.project }],
    }),
    projectPolicyUpdate: build.mutation<
      ProjectRolePolicy,
      { path: ProjectPolicyUpdatePathParams; body: ProjectRolePolicy }
    >({
      query: (arg) => toApiArgs(ops.projectPolicyUpdate, arg),
      invalidatesTags: (_policy, error, arg) =>
        ifSucceeded(error, [{ type: 'ProjectPolicy', id: arg.path.project }]),
    }),
  }),
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
