import { api } from '../api'
import { policyEndpoints } from '../generated/endpoints/policy'
import { invalidates } from './tags'

// The fleet-wide policy; viewing it succeeding is what makes a user a fleet viewer (spec §1).
export const policyApi = api.injectEndpoints({ endpoints: policyEndpoints }).enhanceEndpoints({
  endpoints: {
    systemPolicyView: { providesTags: ['SystemPolicy'] },
    systemPolicyUpdate: { invalidatesTags: invalidates('SystemPolicy') },
  },
})

export const { useSystemPolicyViewQuery, useSystemPolicyUpdateMutation } = policyApi
