import { api, type TagType } from '../api'
import { affinityEndpoints } from '../generated/endpoints/affinity'
import {
  field,
  ifSucceeded,
  invalidatesItem,
  invalidatesList,
  param,
  providesItem,
  providesList,
  providesRelation,
  type Tag,
  tagsOf,
} from './tags'

// Affinity and anti-affinity groups work alike; these build the tags of either kind. A group's
// members are instances: a member list is tagged by the group as addressed, and each member under
// its Instance id, since the list shows the instance's run state.
type Kind = {
  group: TagType
  member: TagType
  ofInstance: TagType
  groupParam: 'affinityGroup' | 'antiAffinityGroup'
}
const AFFINITY: Kind = {
  group: 'AffinityGroup',
  member: 'AffinityGroupMember',
  ofInstance: 'InstanceAffinityGroup',
  groupParam: 'affinityGroup',
}
const ANTI_AFFINITY: Kind = {
  group: 'AntiAffinityGroup',
  member: 'AntiAffinityGroupMember',
  ofInstance: 'InstanceAntiAffinityGroup',
  groupParam: 'antiAffinityGroup',
}

type Member = { value: { id: string; name: string } }
type MemberArg = { path: object }

const providesMembers =
  (kind: Kind) =>
  (page: { items: readonly Member[] } | undefined, _error: unknown, arg: MemberArg): Tag[] => [
    ...tagsOf(kind.member, param(arg, 'path', kind.groupParam)),
    ...(page?.items.map((m) => ({ type: 'Instance' as const, id: m.value.id })) ?? []),
  ]

// adding or removing a member changes the group's member list and the instance's group list
const invalidatesMembership = (kind: Kind) => (result: unknown, error: unknown, arg: MemberArg) => {
  const member = typeof result === 'object' && result !== null ? (result as Member) : undefined
  return ifSucceeded(error, [
    ...tagsOf(kind.member, param(arg, 'path', kind.groupParam)),
    ...tagsOf(kind.ofInstance, param(arg, 'path', 'instance'), field(member?.value, 'id')),
  ])
}

// A deleted group leaves the lists of groups every member instance was in.
const invalidatesGroupDelete = (kind: Kind) =>
  invalidatesItem(kind.group, kind.groupParam, kind.ofInstance)

export const affinityApi = api.injectEndpoints({ endpoints: affinityEndpoints }).enhanceEndpoints({
  endpoints: {
    affinityGroupList: { providesTags: providesList('AffinityGroup') },
    affinityGroupCreate: { invalidatesTags: invalidatesList('AffinityGroup') },
    affinityGroupView: { providesTags: providesItem('AffinityGroup', 'affinityGroup') },
    affinityGroupUpdate: {
      invalidatesTags: invalidatesItem('AffinityGroup', 'affinityGroup'),
    },
    affinityGroupDelete: { invalidatesTags: invalidatesGroupDelete(AFFINITY) },
    affinityGroupMemberList: { providesTags: providesMembers(AFFINITY) },
    // is this instance a member: answered anew whenever the group's membership changes
    affinityGroupMemberInstanceView: {
      providesTags: (_member, _error, arg) => [
        { type: 'AffinityGroupMember', id: arg.path.affinityGroup },
      ],
    },
    affinityGroupMemberInstanceAdd: { invalidatesTags: invalidatesMembership(AFFINITY) },
    affinityGroupMemberInstanceDelete: { invalidatesTags: invalidatesMembership(AFFINITY) },
    instanceAffinityGroupList: {
      providesTags: providesRelation('InstanceAffinityGroup', 'instance', 'AffinityGroup'),
    },

    antiAffinityGroupList: { providesTags: providesList('AntiAffinityGroup') },
    antiAffinityGroupCreate: { invalidatesTags: invalidatesList('AntiAffinityGroup') },
    antiAffinityGroupView: {
      providesTags: providesItem('AntiAffinityGroup', 'antiAffinityGroup'),
    },
    antiAffinityGroupUpdate: {
      invalidatesTags: invalidatesItem('AntiAffinityGroup', 'antiAffinityGroup'),
    },
    antiAffinityGroupDelete: { invalidatesTags: invalidatesGroupDelete(ANTI_AFFINITY) },
    antiAffinityGroupMemberList: { providesTags: providesMembers(ANTI_AFFINITY) },
    antiAffinityGroupMemberInstanceView: {
      providesTags: (_member, _error, arg) => [
        { type: 'AntiAffinityGroupMember', id: arg.path.antiAffinityGroup },
      ],
    },
    antiAffinityGroupMemberInstanceAdd: { invalidatesTags: invalidatesMembership(ANTI_AFFINITY) },
    antiAffinityGroupMemberInstanceDelete: {
      invalidatesTags: invalidatesMembership(ANTI_AFFINITY),
    },
  },
})

export const {
  useAffinityGroupListQuery,
  useAffinityGroupCreateMutation,
  useAffinityGroupViewQuery,
  useAffinityGroupUpdateMutation,
  useAffinityGroupDeleteMutation,
  useAffinityGroupMemberListQuery,
  useAffinityGroupMemberInstanceViewQuery,
  useAffinityGroupMemberInstanceAddMutation,
  useAffinityGroupMemberInstanceDeleteMutation,
  useInstanceAffinityGroupListQuery,
  useAntiAffinityGroupListQuery,
  useAntiAffinityGroupCreateMutation,
  useAntiAffinityGroupViewQuery,
  useAntiAffinityGroupUpdateMutation,
  useAntiAffinityGroupDeleteMutation,
  useAntiAffinityGroupMemberListQuery,
  useAntiAffinityGroupMemberInstanceViewQuery,
  useAntiAffinityGroupMemberInstanceAddMutation,
  useAntiAffinityGroupMemberInstanceDeleteMutation,
} = affinityApi
