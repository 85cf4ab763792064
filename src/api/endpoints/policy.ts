import { api } from '../api'
import { policyEndpoints } from '../generated/endpoints/policy'
import { invalidates } from './tags'

// The fleet-wide policy; viewing it succeeding is what makes a user a fleet viewer (spec §1).
export const policyApi = api.injectEndpoints({ endpoints: policyEndpoints }).enhanceEndpoints({
  endpoints: {
    // kept for the session, answer or refusal: it says whether the user is a fleet viewer, and a
    // refusal nobody subscribes to (session.ts) must not be dropped and asked for again
    systemPolicyView: { providesTags: ['SystemPolicy'], keepUnusedDataFor: Infinity },
    systemPolicyUpdate: { invalidatesTags: invalidates('SystemPolicy') },
  },
})

export const { useSystemPolicyViewQuery, useSystemPolicyUpdateMutation } = policyApi
