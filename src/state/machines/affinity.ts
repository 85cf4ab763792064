import type { Instance, InstanceState } from '~/api/generated/types'
import { orList, withArticle } from './words'

// Which instances an affinity or anti-affinity group takes as a new member: the API adds only an
// instance that holds no sled reservation (no VMM), so it can be placed by the group's rules when
// it next starts. The mock applies the same list.

/** Instance states without a sled reservation; 'destroyed' is gone, so it joins nothing. */
export const AFFINITY_JOINABLE_STATES: readonly InstanceState[] = ['creating', 'stopped', 'failed']

export const canJoinAffinityGroup = (instance: Pick<Instance, 'runState'>) =>
  AFFINITY_JOINABLE_STATES.includes(instance.runState)

/** Why the instance cannot be added now ('Only a creating, stopped or failed instance …'). */
export function affinityJoinDisabledReason(instance: Pick<Instance, 'runState'>) {
  if (canJoinAffinityGroup(instance)) return undefined
  return `Only ${withArticle(orList([...AFFINITY_JOINABLE_STATES]))} instance can be added to a group; stop it first`
}
