import type { PhysicalDisk, Sled } from '~/api/generated/types'
import { physicalDiskIssues, sledIssues } from './hardware'

const disk = (serial: string, over: Partial<PhysicalDisk> = {}): PhysicalDisk => ({
  id: `id-${serial}`,
  serial,
  model: 'WUS4C6432DSP3X3',
  vendor: 'WDC',
  formFactor: 'u2',
  policy: { kind: 'in_service' },
  state: 'active',
  sledId: 's1',
  timeCreated: new Date(0),
  timeModified: new Date(0),
  ...over,
})

const sled = (serial: string, policy: Sled['policy'], slot: number | null = 14): Sled => ({
  id: `id-${serial}`,
  baseboard: { serial, part: '913-0000019', revision: 6 },
  policy,
  state: policy.kind === 'expunged' ? 'decommissioned' : 'active',
  rackId: 'r1',
  slot,
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024 ** 4,
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

const inService = { kind: 'in_service', provisionPolicy: 'provisionable' } as const

describe('physical disks not in service', () => {
  test('none when every disk is in service and active', () => {
    expect(physicalDiskIssues([disk('a'), disk('b')])).toEqual([])
  })

  test('expunged or decommissioned disks: a warning with their count and serials', () => {
    const [issue, ...rest] = physicalDiskIssues([
      disk('a'),
      disk('b', { policy: { kind: 'expunged' }, state: 'decommissioned' }),
      disk('c', { state: 'decommissioned' }),
    ])
    expect(rest).toEqual([])
    expect(issue).toMatchObject({
      severity: 'warning',
      count: 2,
      title: '2 physical disks not in service',
      to: '/system/inventory/disks',
    })
    expect(issue?.detail).toContain('b, c')
  })
})

describe('sleds', () => {
  test('none when every sled is in service and provisionable', () => {
    expect(sledIssues([sled('a', inService)])).toEqual([])
  })

  test('an expunged sled and a drained one are two warnings, each linking to its sled', () => {
    const issues = sledIssues([
      sled('BRM1', inService),
      sled('BRM2', { kind: 'expunged' }, 21),
      sled('BRM3', { kind: 'in_service', provisionPolicy: 'non_provisionable' }, null),
    ])
    expect(issues).toEqual([
      expect.objectContaining({
        key: 'sleds-expunged',
        severity: 'warning',
        count: 1,
        title: '1 sled expunged',
        to: '/system/inventory/sleds/id-BRM2',
        action: 'View sled',
      }),
      expect.objectContaining({
        key: 'sleds-non-provisionable',
        count: 1,
        title: '1 sled not taking new instances',
        to: '/system/inventory/sleds/id-BRM3',
      }),
    ])
    expect(issues[0]?.detail).toContain('BRM2 (cubby 21)')
    expect(issues[1]?.detail).toContain('BRM3.')
  })

  test('several expunged sleds link to the list; more than three names are counted', () => {
    const expunged = ['a', 'b', 'c', 'd', 'e'].map((s) => sled(s, { kind: 'expunged' }, null))
    const [issue] = sledIssues(expunged)
    expect(issue).toMatchObject({ count: 5, to: '/system/inventory/sleds', action: 'View sleds' })
    expect(issue?.detail).toContain('a, b, c and 2 more')
  })
})
