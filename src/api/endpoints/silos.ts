import { api } from '../api'
import type {
  Group,
  GroupListQueryParams,
  GroupResultsPage,
  GroupViewPathParams,
  SiloRolePolicy,
  UserListQueryParams,
  UserResultsPage,
} from '../generated/types'
import * as ops from '../generated/operations'
import { toApiArgs } from './request'
import { ifSucceeded, itemTags, listTags } from './tags'

// The silo the signed-in user belongs to: its policy, users and groups.
export const silosApi = api.injectEndpoints({
  endpoints: (build) => ({
    policyView: build.query<SiloRolePolicy, void>({
      query: () => toApiArgs(ops.policyView),
      providesTags: ['SiloPolicy'],
    }),
    policyUpdate: build.mutation<SiloRolePolicy, { body: SiloRolePolicy }>({
      query: (arg) => toApiArgs(ops.policyUpdate, arg),
      invalidatesTags: (_policy, error) => ifSucceeded(error, ['SiloPolicy']),
    }),
    userList: build.query<UserResultsPage, { query?: UserListQueryParams } | void>({
      query: (arg) => toApiArgs(ops.userList, arg),
      providesTags: (page) => listTags('User', page),
    }),
    groupList: build.query<GroupResultsPage, { query?: GroupListQueryParams } | void>({
      query: (arg) => toApiArgs(ops.groupList, arg),
      providesTags: (page) => listTags('Group', page),
    }),
    groupView: build.query<Group, { path: GroupViewPathParams }>({
      query: (arg) => toApiArgs(ops.groupView, arg),
      providesTags: (group, _error, arg) => itemTags('Group', arg.path.groupId, group),
    }),
  }),
})

export const {
  usePolicyViewQuery,
  usePolicyUpdateMutation,
  useUserListQuery,
  useGroupListQuery,
  useGroupViewQuery,
} = silosApi
