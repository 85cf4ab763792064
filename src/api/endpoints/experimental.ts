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

// Probes, the membership of a rack (how uninitialized sleds join it), and multicast groups.
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
    multicastGroupList: e.multicastGroupList,
    multicastGroupView: e.multicastGroupView,
    multicastGroupMemberList: e.multicastGroupMemberList,
    instanceMulticastGroupList: e.instanceMulticastGroupList,
    instanceMulticastGroupJoin: e.instanceMulticastGroupJoin,
    instanceMulticastGroupLeave: e.instanceMulticastGroupLeave,
  }
}

// A rack's membership is cached under the rack: the change in progress is a state of the rack.
const membershipChange = (_status: unknown, error: unknown, arg: { path: { rackId: string } }) =>
  ifSucceeded(error, [
    ...tagsOf('Rack', arg.path.rackId),
    { type: 'Sled', id: LIST },
    { type: 'UninitializedSled', id: LIST },
  ])

// Joining by a name or address that no group holds makes the group, and the last member leaving
// deletes it: a membership change touches the groups, their members and the instance's list.
const membershipTags = (_result: unknown, error: unknown) =>
  ifSucceeded(error, [
    'MulticastGroup',
    'MulticastGroupMember',
    { type: 'InstanceMulticastGroup', id: LIST },
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

    multicastGroupList: { providesTags: providesList('MulticastGroup') },
    multicastGroupView: { providesTags: providesItem('MulticastGroup', 'multicastGroup') },
    multicastGroupMemberList: { providesTags: providesList('MulticastGroupMember') },
    instanceMulticastGroupList: { providesTags: providesList('InstanceMulticastGroup') },
    instanceMulticastGroupJoin: { invalidatesTags: membershipTags },
    instanceMulticastGroupLeave: { invalidatesTags: membershipTags },
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
  useMulticastGroupListQuery,
  useMulticastGroupViewQuery,
  useMulticastGroupMemberListQuery,
  useInstanceMulticastGroupListQuery,
  useInstanceMulticastGroupJoinMutation,
  useInstanceMulticastGroupLeaveMutation,
} = experimentalApi
