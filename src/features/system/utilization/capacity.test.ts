import type { Sled, SiloUtilization } from '~/api/generated/types'
import { GiB, TiB } from '~/util/format'
import { fleetTotals, shareOf } from './capacity'

const sled = (
  n: number,
  policy: Sled['policy'] = { kind: 'in_service', provisionPolicy: 'provisionable' },
): Sled => ({
  id: `s${n}`,
  rackId: 'r',
  baseboard: { serial: `S${n}`, part: 'p', revision: 1 },
  policy,
  state: 'active',
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024 * GiB,
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

const silo = (cpus: number, memory: number, storage: number, used: number): SiloUtilization => ({
  siloId: `id-${cpus}`,
  siloName: `s-${cpus}`,
  allocated: { cpus, memory, storage },
  provisioned: { cpus: used, memory: used * GiB, storage: used * TiB },
})

test('capacity is the §9 estimate over the sleds in service; quotas and use are summed', () => {
  const totals = fleetTotals(
    [sled(1), sled(2), sled(3, { kind: 'expunged' })],
    [silo(64, 256 * GiB, 4 * TiB, 10), silo(32, 128 * GiB, 2 * TiB, 2)],
  )
  expect(totals.capacity).toEqual({
    cpus: Math.floor(256 * 0.7),
    memory: Math.floor(2048 * GiB * 0.7),
    storage: Math.floor(2 * 32 * 0.909 * 0.7 * TiB),
  })
  expect(totals.allocated).toEqual({ cpus: 96, memory: 384 * GiB, storage: 6 * TiB })
  expect(totals.provisioned).toEqual({ cpus: 12, memory: 12 * GiB, storage: 12 * TiB })
})

test('bar shares stay within 0–100', () => {
  expect(shareOf(5, 10)).toBe(50)
  expect(shareOf(20, 10)).toBe(100)
  expect(shareOf(5, 0)).toBe(0)
})
