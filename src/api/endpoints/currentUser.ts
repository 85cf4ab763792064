import { api } from '../api'
import { currentUserEndpoints } from '../generated/endpoints/currentUser'
import { invalidatesItem, invalidatesList, listTags, providesItem, providesList } from './tags'

// The signed-in user: who they are, their groups and their SSH keys.
export const currentUserApi = api
  .injectEndpoints({ endpoints: currentUserEndpoints })
  .enhanceEndpoints({
    endpoints: {
      currentUserView: { providesTags: ['CurrentUser'] },
      // also under each Group, so a change to a group refreshes the profile's list of them
      currentUserGroups: {
        providesTags: (page) => [
          ...listTags('CurrentUserGroups', page),
          ...(page?.items.map((g) => ({ type: 'Group' as const, id: g.id })) ?? []),
        ],
      },
      currentUserSshKeyList: { providesTags: providesList('SshKey') },
      currentUserSshKeyCreate: { invalidatesTags: invalidatesList('SshKey') },
      currentUserSshKeyView: { providesTags: providesItem('SshKey', 'sshKey') },
      currentUserSshKeyDelete: { invalidatesTags: invalidatesItem('SshKey', 'sshKey') },
    },
  })

export const {
  useCurrentUserViewQuery,
  useCurrentUserGroupsQuery,
  useCurrentUserSshKeyListQuery,
  useCurrentUserSshKeyCreateMutation,
  useCurrentUserSshKeyViewQuery,
  useCurrentUserSshKeyDeleteMutation,
} = currentUserApi
