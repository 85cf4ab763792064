import { SEED_BASE, seedAt } from '../../context'
import { FAR_FUTURE } from '../../orm/factories/compute'
import { cooldownsFromNow, DEMO_COOLDOWN_MS, happeningNow } from './happeningNow'

const NOW = Date.UTC(2026, 10, 29, 9, 0)

test('every timestamp moves so that the seed’s now is the page load; the rest stays', () => {
  const records = {
    instances: [
      {
        id: 'i1',
        name: '2025-05-12T09:30:00.000Z is a name, not a time',
        timeCreated: seedAt(24 * 30),
        timeRunStateUpdated: seedAt(2),
        autoRestartCooldownExpiration: null,
        ncpus: 4,
      },
    ],
    sleds: [{ id: 's1', policy: { kind: 'expunged' }, times: [new Date(SEED_BASE).toISOString()] }],
  }
  const moved = happeningNow(records, NOW) as typeof records
  const instance = moved.instances[0]!
  expect(instance.timeRunStateUpdated).toBe(new Date(NOW - 2 * 3_600_000).toISOString())
  expect(instance.timeCreated).toBe(new Date(NOW - 30 * 86_400_000).toISOString())
  expect(instance.name).toBe(records.instances[0]!.name)
  expect(instance.autoRestartCooldownExpiration).toBeNull()
  expect(instance.ncpus).toBe(4)
  expect(moved.sleds[0]).toEqual({
    id: 's1',
    policy: { kind: 'expunged' },
    times: [new Date(NOW).toISOString()],
  })
})

test('a cooldown that never runs out ends 45 minutes after the page load in the demo', () => {
  const records = {
    instances: [
      { id: 'flaky', autoRestartCooldownExpiration: FAR_FUTURE },
      { id: 'legacy', autoRestartCooldownExpiration: seedAt(29) },
      { id: 'fine', autoRestartCooldownExpiration: null },
    ],
  }
  const [flaky, legacy, fine] = cooldownsFromNow(records, NOW).instances as typeof records.instances
  expect(flaky!.autoRestartCooldownExpiration).toBe(new Date(NOW + DEMO_COOLDOWN_MS).toISOString())
  expect(legacy!.autoRestartCooldownExpiration).toBe(seedAt(29))
  expect(fine!.autoRestartCooldownExpiration).toBeNull()
})
