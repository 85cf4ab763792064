import { api } from '../api'
import { silosEndpoints } from '../generated/endpoints/silos'
import {
  CURRENT_SILO,
  ifSucceeded,
  invalidates,
  invalidatesItem,
  invalidatesList,
  providesItem,
  providesList,
  providesOne,
} from './tags'

// The silo the signed-in user belongs to: its policy, users, groups, certificates, utilization.
export const silosApi = api.injectEndpoints({ endpoints: silosEndpoints }).enhanceEndpoints({
  endpoints: {
    policyView: { providesTags: providesOne('SiloPolicy', CURRENT_SILO) },
    // every SiloPolicy: the fleet's view of this silo's policy is keyed by a name not known here
    policyUpdate: { invalidatesTags: invalidates('SiloPolicy') },
    userList: { providesTags: providesList('User') },
    userView: { providesTags: providesItem('User', 'userId') },
    userSessionList: {
      providesTags: (_page, _error, arg) => [{ type: 'UserSession', id: arg.path.userId }],
    },
    userTokenList: {
      providesTags: (_page, _error, arg) => [{ type: 'UserToken', id: arg.path.userId }],
    },
    // every session and token of that user; the signed-in user's own tokens if it was them
    userLogout: {
      invalidatesTags: (_result, error, arg) =>
        ifSucceeded(error, [
          { type: 'UserSession', id: arg.path.userId },
          { type: 'UserToken', id: arg.path.userId },
          'AccessToken',
        ]),
    },
    groupList: { providesTags: providesList('Group') },
    groupView: { providesTags: providesItem('Group', 'groupId') },
    certificateList: { providesTags: providesList('Certificate') },
    certificateCreate: { invalidatesTags: invalidatesList('Certificate') },
    certificateView: { providesTags: providesItem('Certificate', 'certificate') },
    certificateDelete: { invalidatesTags: invalidatesItem('Certificate', 'certificate') },
    utilizationView: { providesTags: ['Utilization'] },
    // the signed-in user's own silo: one setting, unaddressed
    authSettingsView: { providesTags: providesOne('SiloAuthSettings') },
    authSettingsUpdate: { invalidatesTags: invalidates('SiloAuthSettings') },
  },
})

export const {
  usePolicyViewQuery,
  usePolicyUpdateMutation,
  useUserListQuery,
  useUserViewQuery,
  useUserSessionListQuery,
  useUserTokenListQuery,
  useUserLogoutMutation,
  useGroupListQuery,
  useGroupViewQuery,
  useCertificateListQuery,
  useCertificateCreateMutation,
  useCertificateViewQuery,
  useCertificateDeleteMutation,
  useUtilizationViewQuery,
  useAuthSettingsViewQuery,
  useAuthSettingsUpdateMutation,
} = silosApi
