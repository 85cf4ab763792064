import type { Instance, InstanceAutoRestartPolicy } from '~/api/generated/types'
import { autoRestartStatus } from '~/state/machines'
import { labelOf } from '~/util/labels'

/** The policies the settings form offers; 'default' is no policy set (null): the platform decides. */
export type PolicyChoice = 'default' | InstanceAutoRestartPolicy

export const POLICY_LABELS: Record<PolicyChoice, string> = {
  default: 'Default',
  best_effort: 'Best effort',
  never: 'Never',
}

export const policyChoice = (instance: Pick<Instance, 'autoRestartPolicy'>): PolicyChoice =>
  instance.autoRestartPolicy ?? 'default'

export const policyOfChoice = (choice: PolicyChoice): InstanceAutoRestartPolicy | null =>
  choice === 'default' ? null : choice

/**
 * What the header says about auto-restart: whether it is on (and, for a failed instance, whether
 * it is due or in its cooldown, spec §4) and under which policy.
 */
export function autoRestartSummary(instance: Instance, now: Date = new Date()): string {
  // a newer rack's policy shows as sent
  const policy = labelOf(POLICY_LABELS, policyChoice(instance)).toLowerCase()
  return `${autoRestartStatus(instance, now)} (policy: ${policy})`
}
