import { api } from '../api'
import { silosEndpoints } from '../generated/endpoints/silos'
import {
  CURRENT_SILO,
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
    groupList: { providesTags: providesList('Group') },
    groupView: { providesTags: providesItem('Group', 'groupId') },
    certificateList: { providesTags: providesList('Certificate') },
    certificateCreate: { invalidatesTags: invalidatesList('Certificate') },
    certificateView: { providesTags: providesItem('Certificate', 'certificate') },
    certificateDelete: { invalidatesTags: invalidatesItem('Certificate', 'certificate') },
    utilizationView: { providesTags: ['Utilization'] },
  },
})

export const {
  usePolicyViewQuery,
  usePolicyUpdateMutation,
  useUserListQuery,
  useGroupListQuery,
  useGroupViewQuery,
  useCertificateListQuery,
  useCertificateCreateMutation,
  useCertificateViewQuery,
  useCertificateDeleteMutation,
  useUtilizationViewQuery,
} = silosApi
