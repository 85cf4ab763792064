import { api } from '../api'
import type {
  CurrentUser,
  CurrentUserGroupsQueryParams,
  CurrentUserSshKeyDeletePathParams,
  CurrentUserSshKeyListQueryParams,
  CurrentUserSshKeyViewPathParams,
  GroupResultsPage,
  SshKey,
  SshKeyCreate,
  SshKeyResultsPage,
} from '../generated/types'
import * as ops from '../generated/operations'
import { toApiArgs } from './request'
import { ifSucceeded, itemTags, LIST, listTags } from './tags'

export const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentUserView: build.query<CurrentUser, void>({
      query: () => toApiArgs(ops.currentUserView),
      providesTags: ['CurrentUser'],
    }),
    currentUserGroups: build.query<
      GroupResultsPage,
      { query?: CurrentUserGroupsQueryParams } | void
    >({
      query: (arg) => toApiArgs(ops.currentUserGroups, arg),
      providesTags: (page) => [
        ...listTags('CurrentUserGroups', page),
        ...(page?.items.map((g) => ({ type: 'Group' as const, id: g.id })) ?? []),
      ],
    }),
    currentUserSshKeyList: build.query<
      SshKeyResultsPage,
      { query?: CurrentUserSshKeyListQueryParams } | void
    >({
      query: (arg) => toApiArgs(ops.currentUserSshKeyList, arg),
      providesTags: (page) => listTags('SshKey', page),
    }),
    currentUserSshKeyCreate: build.mutation<SshKey, { body: SshKeyCreate }>({
      query: (arg) => toApiArgs(ops.currentUserSshKeyCreate, arg),
      invalidatesTags: (_key, error) => ifSucceeded(error, [{ type: 'SshKey', id: LIST }]),
    }),
    currentUserSshKeyView: build.query<SshKey, { path: CurrentUserSshKeyViewPathParams }>({
      query: (arg) => toApiArgs(ops.currentUserSshKeyView, arg),
      providesTags: (key, _error, arg) => itemTags('SshKey', arg.path.sshKey, key),
    }),
    currentUserSshKeyDelete: build.mutation<void, { path: CurrentUserSshKeyDeletePathParams }>({
      query: (arg) => toApiArgs(ops.currentUserSshKeyDelete, arg),
      invalidatesTags: (_result, error, arg) =>
        ifSucceeded(error, [
          { type: 'SshKey', id: arg.path.sshKey },
          { type: 'SshKey', id: LIST },
        ]),
    }),
  }),
})

export const {
  useCurrentUserViewQuery,
  useCurrentUserGroupsQuery,
  useCurrentUserSshKeyListQuery,
  useCurrentUserSshKeyCreateMutation,
  useCurrentUserSshKeyViewQuery,
  useCurrentUserSshKeyDeleteMutation,
} = currentUserApi
