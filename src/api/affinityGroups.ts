import { useMemo } from 'react'
import {
  useAffinityGroupCreateMutation,
  useAffinityGroupDeleteMutation,
  useAffinityGroupListQuery,
  useAffinityGroupMemberInstanceAddMutation,
  useAffinityGroupMemberInstanceDeleteMutation,
  useAffinityGroupMemberListQuery,
  useAffinityGroupUpdateMutation,
  useAntiAffinityGroupCreateMutation,
  useAntiAffinityGroupDeleteMutation,
  useAntiAffinityGroupListQuery,
  useAntiAffinityGroupMemberInstanceAddMutation,
  useAntiAffinityGroupMemberInstanceDeleteMutation,
  useAntiAffinityGroupMemberListQuery,
  useAntiAffinityGroupUpdateMutation,
} from '~/api/endpoints/affinity'
import type {
  AffinityGroup,
  AffinityGroupCreate,
  AffinityGroupMember,
  AffinityGroupUpdate,
} from '~/api/generated/types'
import { ALL_PAGES_LIMIT } from '~/api/paging'

// Affinity and anti-affinity groups have the same shape and the same calls under two paths. The
// pages are written once against these hooks, which call both kinds' hooks (the other skipped),
// so the rules of hooks hold whatever the kind.

/**
 * The two kinds of affinity group (spec §1), each also its path segment: an affinity group and an
 * anti-affinity group may share a name in one project.
 */
export type AffinityKind = 'affinity' | 'anti-affinity'

/** AntiAffinityGroup has the same fields. */
export type Group = AffinityGroup
export type Member = AffinityGroupMember

/** A row of the combined list: a group and its kind. */
export type GroupRow = Group & { kind: AffinityKind }

export const KIND_LABEL: Record<AffinityKind, string> = {
  affinity: 'Affinity',
  'anti-affinity': 'Anti-affinity',
}

/** 'Anti-affinity group' */
export const kindNoun = (kind: AffinityKind) => `${KIND_LABEL[kind]} group`

export const POLICY_LABEL: Record<Group['policy'], string> = { allow: 'Allow', fail: 'Fail' }
export const FAILURE_DOMAIN_LABEL: Record<Group['failureDomain'], string> = { sled: 'Sled' }

/** What the kind's rules do, for the forms and the group page. */
export const KIND_HELP: Record<AffinityKind, string> = {
  affinity: 'Members are placed in the same failure domain.',
  'anti-affinity': 'Members are spread over different failure domains.',
}

const ALL = { limit: ALL_PAGES_LIMIT }

/** Both kinds of a project's groups. */
export function useProjectGroups(project: string) {
  const affinity = useAffinityGroupListQuery({ query: { project, ...ALL } })
  const anti = useAntiAffinityGroupListQuery({ query: { project, ...ALL } })
  return { affinity, 'anti-affinity': anti }
}

/** A group's members (instances), by the group's id. */
export function useMembers(kind: AffinityKind, groupId: string) {
  const affinity = useAffinityGroupMemberListQuery(
    { path: { affinityGroup: groupId }, query: ALL },
    { skip: kind !== 'affinity' },
  )
  const anti = useAntiAffinityGroupMemberListQuery(
    { path: { antiAffinityGroup: groupId }, query: ALL },
    { skip: kind !== 'anti-affinity' },
  )
  return kind === 'affinity' ? affinity : anti
}

/** The changing calls of either kind, groups and instances by id; each returns the promise. */
export function useGroupCalls() {
  const [createA] = useAffinityGroupCreateMutation()
  const [createB] = useAntiAffinityGroupCreateMutation()
  const [updateA] = useAffinityGroupUpdateMutation()
  const [updateB] = useAntiAffinityGroupUpdateMutation()
  const [deleteA] = useAffinityGroupDeleteMutation()
  const [deleteB] = useAntiAffinityGroupDeleteMutation()
  const [addA] = useAffinityGroupMemberInstanceAddMutation()
  const [addB] = useAntiAffinityGroupMemberInstanceAddMutation()
  const [removeA] = useAffinityGroupMemberInstanceDeleteMutation()
  const [removeB] = useAntiAffinityGroupMemberInstanceDeleteMutation()
  return useMemo(
    () => ({
      create: (kind: AffinityKind, project: string, body: AffinityGroupCreate): Promise<Group> =>
        kind === 'affinity'
          ? createA({ query: { project }, body }).unwrap()
          : createB({ query: { project }, body }).unwrap(),
      update: (kind: AffinityKind, id: string, body: AffinityGroupUpdate): Promise<Group> =>
        kind === 'affinity'
          ? updateA({ path: { affinityGroup: id }, body }).unwrap()
          : updateB({ path: { antiAffinityGroup: id }, body }).unwrap(),
      remove: (kind: AffinityKind, id: string): Promise<void> =>
        kind === 'affinity'
          ? deleteA({ path: { affinityGroup: id } }).unwrap()
          : deleteB({ path: { antiAffinityGroup: id } }).unwrap(),
      addMember: (kind: AffinityKind, id: string, instance: string): Promise<Member> =>
        kind === 'affinity'
          ? addA({ path: { affinityGroup: id, instance } }).unwrap()
          : addB({ path: { antiAffinityGroup: id, instance } }).unwrap(),
      removeMember: (kind: AffinityKind, id: string, instance: string): Promise<void> =>
        kind === 'affinity'
          ? removeA({ path: { affinityGroup: id, instance } }).unwrap()
          : removeB({ path: { antiAffinityGroup: id, instance } }).unwrap(),
    }),
    [createA, createB, updateA, updateB, deleteA, deleteB, addA, addB, removeA, removeB],
  )
}
