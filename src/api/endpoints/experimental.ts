import { api } from '../api'
import type { ApiBuilder } from '../builder'
import { experimentalEndpoints } from '../generated/endpoints/experimental'
import {
  ifSucceeded,
  invalidatesItem,
  invalidatesList,
  LIST,
  param,
  providesItem,
  providesList,
  tagsOf,
} from './tags'

// Probes, and the membership of a rack (how uninitialized sleds join it). The group's multicast
// operations have no screen yet (test/contract/awaitingScreens.ts), so they are not endpoints.
const usedEndpoints = (build: ApiBuilder) => {
  const e = experimentalEndpoints(build)
  return {
    probeList: e.probeList,
    probeCreate: e.probeCreate,
    probeView: e.probeView,
    probeDelete: e.probeDelete,
    rackMembershipStatus: e.rackMembershipStatus,
    rackMembershipAddSleds: e.rackMembershipAddSleds,
    rackMembershipAbort: e.rackMembershipAbort,
  }
}

// A rack's membership is cached under the rack: the change in progress is a state of the rack.
const membershipChange = (_status: unknown, error: unknown, arg: { path: { rackId: string } }) =>
  ifSucceeded(error, [
    ...tagsOf('Rack', arg.path.rackId),
    { type: 'Sled', id: LIST },
    { type: 'UninitializedSled', id: LIST },
  ])

export const experimentalApi = api.injectEndpoints({ endpoints: usedEndpoints }).enhanceEndpoints({
  endpoints: {
    probeList: { providesTags: providesList('Probe') },
    // a probe takes an external address from a pool
    probeCreate: { invalidatesTags: invalidatesList('Probe', 'IpPoolUtilization') },
    probeView: { providesTags: providesItem('Probe', 'probe') },
    probeDelete: { invalidatesTags: invalidatesItem('Probe', 'probe', 'IpPoolUtilization') },

    rackMembershipStatus: {
      providesTags: (_status, _error, arg) => tagsOf('Rack', param(arg, 'path', 'rackId')),
    },
    // sleds leave the uninitialized list and join the sleds as the change goes through
    rackMembershipAddSleds: { invalidatesTags: membershipChange },
    rackMembershipAbort: { invalidatesTags: membershipChange },
  },
})

export const {
  useProbeListQuery,
  useProbeCreateMutation,
  useProbeViewQuery,
  useProbeDeleteMutation,
  useRackMembershipStatusQuery,
  useRackMembershipAddSledsMutation,
  useRackMembershipAbortMutation,
} = experimentalApi
