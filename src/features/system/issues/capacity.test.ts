import type { IpPool, SiloUtilization } from '~/api/generated/types'
import { GiB, TiB } from '~/util/format'
import { ipPoolIssues, siloQuotaIssues } from './capacity'

const silo = (
  name: string,
  provisioned: SiloUtilization['provisioned'],
  allocated = { cpus: 100, memory: 100 * GiB, storage: 1 * TiB },
): SiloUtilization => ({ siloId: `id-${name}`, siloName: name, provisioned, allocated })

const pool = (name: string, ipVersion: 'v4' | 'v6' = 'v4'): IpPool =>
  ({ id: `id-${name}`, name, description: '', ipVersion }) as IpPool

describe('silos at or near a quota', () => {
  test('none below 80% of every quota; a quota of nothing is not a problem', () => {
    expect(
      siloQuotaIssues([
        silo('a', { cpus: 79, memory: 10 * GiB, storage: 0 }),
        silo('closed', { cpus: 0, memory: 0, storage: 0 }, { cpus: 0, memory: 0, storage: 0 }),
      ]),
    ).toEqual([])
  })

  test('at a quota is critical and links to its quotas; near one is a warning', () => {
    const issues = siloQuotaIssues([
      silo('prairie', { cpus: 10, memory: 10 * GiB, storage: 1 * TiB }),
      silo('maple', { cpus: 85, memory: 10 * GiB, storage: 0 }),
    ])
    expect(issues).toEqual([
      expect.objectContaining({
        key: 'silos-at-quota',
        severity: 'critical',
        count: 1,
        title: '1 silo at a quota',
        to: '/system/silos/prairie?tab=quotas',
      }),
      expect.objectContaining({
        key: 'silos-near-quota',
        severity: 'warning',
        count: 1,
        title: '1 silo near a quota',
      }),
    ])
    expect(issues[0]?.detail).toContain('prairie (storage 100%)')
    expect(issues[1]?.detail).toContain('maple (CPUs 85%)')
  })

  test('several silos at a quota link to the utilization page', () => {
    const full = { cpus: 100, memory: 0, storage: 0 }
    const [issue] = siloQuotaIssues([silo('a', full), silo('b', full)])
    expect(issue).toMatchObject({ count: 2, to: '/system/utilization', action: 'View utilization' })
  })
})

describe('IP pools at or near full', () => {
  test('a pool with no free address is critical; one at 80% or more is a warning', () => {
    const issues = ipPoolIssues([
      { pool: pool('default'), utilization: { capacity: 4, remaining: 0 } },
      { pool: pool('edge'), utilization: { capacity: 100, remaining: 15 } },
      { pool: pool('spare'), utilization: { capacity: 100, remaining: 21 } },
      // no ranges: nothing to run out of
      { pool: pool('empty'), utilization: { capacity: 0, remaining: 0 } },
    ])
    expect(issues).toEqual([
      expect.objectContaining({
        key: 'ip-pools-full',
        severity: 'critical',
        count: 1,
        title: '1 IP pool full',
        to: '/system/networking/ip-pools/default',
      }),
      expect.objectContaining({
        key: 'ip-pools-near-full',
        severity: 'warning',
        count: 1,
        title: '1 IP pool nearly full',
      }),
    ])
    expect(issues[0]?.detail).toContain('default (IPv4)')
    expect(issues[1]?.detail).toContain('edge (85%)')
  })

  test('an IPv6 pool past 2^53 addresses is read as bigints, never as full', () => {
    expect(
      ipPoolIssues([
        { pool: pool('v6', 'v6'), utilization: { capacity: 2 ** 64, remaining: 2 ** 64 - 10 } },
      ]),
    ).toEqual([])
  })

  test('an answer that is not a count is not claimed to be a problem', () => {
    expect(
      ipPoolIssues([{ pool: pool('odd'), utilization: { capacity: 4, remaining: 9 } }]),
    ).toEqual([])
  })
})
