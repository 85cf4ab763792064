import type { Instance } from '~/api/generated/types'
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
  ).toBe('Failed: waiting for the restart cooldown to expire (policy: best effort)')
  expect(
    autoRestartSummary(instance({ autoRestartEnabled: false, autoRestartPolicy: 'never' }), NOW),
  ).toBe('Disabled (policy: never)')
})
