import type { Instance } from '~/api/generated/types'
import { formatMomentNear } from '~/util/format'
import { autoRestartSummary, policyChoice, policyOfChoice } from './autoRestart'

const NOW = new Date('2025-05-12T09:30:00Z')
const instance = (fields: Partial<Instance>): Instance => ({
  id: 'i',
  name: 'web',
  description: '',
  hostname: 'web',
  memory: 1024 ** 3,
  ncpus: 1,
  projectId: 'p',
  runState: 'running',
  autoRestartEnabled: true,
  enableJumboFrames: false,
  timeCreated: NOW,
  timeModified: NOW,
  timeRunStateUpdated: NOW,
  ...fields,
})

test('no policy set is the default choice, and choosing default sends no policy', () => {
  expect(policyChoice(instance({ autoRestartPolicy: null }))).toBe('default')
  expect(policyChoice(instance({}))).toBe('default')
  expect(policyOfChoice('default')).toBeNull()
  expect(policyOfChoice('never')).toBe('never')
})

test('the summary says whether a failed instance is due for restart or cooling down, and the policy', () => {
  const failed = { runState: 'failed' as const, autoRestartPolicy: 'best_effort' as const }
  expect(
    autoRestartSummary(
      instance({ ...failed, autoRestartCooldownExpiration: new Date('2025-05-12T09:00:00Z') }),
      NOW,
    ),
  ).toBe('Failed: due for automatic restart (policy: best effort)')
  expect(
    autoRestartSummary(
      instance({ ...failed, autoRestartCooldownExpiration: new Date('2025-05-12T10:00:00Z') }),
      NOW,
    ),
  ).toBe(
    `Failed: restarts after its cooldown, in 30m (${formatMomentNear(new Date('2025-05-12T10:00:00Z'), NOW)}) (policy: best effort)`,
  )
  expect(
    autoRestartSummary(instance({ autoRestartEnabled: false, autoRestartPolicy: 'never' }), NOW),
  ).toBe('Disabled (policy: never)')
})

test('a policy this console does not know shows as sent', () => {
  // eslint-disable-next-line no-restricted-syntax -- a policy outside the contract's union, as a newer rack may send
  const future = 'future_policy' as unknown as 'never'
  expect(
    autoRestartSummary(instance({ autoRestartEnabled: false, autoRestartPolicy: future }), NOW),
  ).toBe('Disabled (policy: future_policy)')
})
