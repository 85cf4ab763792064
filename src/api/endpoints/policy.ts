import { api } from '../api'
import type { FleetRolePolicy } from '../generated/types'
import * as ops from '../generated/operations'
import { toApiArgs } from './request'
import { ifSucceeded } from './tags'

// The fleet-wide policy; viewing it succeeding is what makes a user a fleet viewer (spec §1).
export const policyApi = api.injectEndpoints({
  endpoints: (build) => ({
    systemPolicyView: build.query<FleetRolePolicy, void>({
      query: () => toApiArgs(ops.systemPolicyView),
      providesTags: ['SystemPolicy'],
    }),
    systemPolicyUpdate: build.mutation<FleetRolePolicy, { body: FleetRolePolicy }>({
      query: (arg) => toApiArgs(ops.systemPolicyUpdate, arg),
      invalidatesTags: (_policy, error) => ifSucceeded(error, ['SystemPolicy']),
    }),
  }),
})

export const { useSystemPolicyViewQuery, useSystemPolicyUpdateMutation } = policyApi
