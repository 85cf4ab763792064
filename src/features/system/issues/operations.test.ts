import type { SupportBundleInfo, UpdateStatus } from '~/api/generated/types'
import { supportBundleIssues, updateIssues } from './operations'

const bundle = (id: string, state: SupportBundleInfo['state'], reasonForFailure?: string) =>
  ({
    id,
    state,
    reasonForCreation: 'Created by external API',
    reasonForFailure: reasonForFailure ?? null,
    timeCreated: new Date(0),
  }) as SupportBundleInfo

const status = (over: Partial<UpdateStatus>): UpdateStatus =>
  ({
    componentsByReleaseVersion: { '15.0.0': 40 },
    contactSupport: false,
    suspended: false,
    targetRelease: null,
    timeLastStepPlanned: new Date(0),
    ...over,
  }) as UpdateStatus

describe('failed support bundles', () => {
  test('none when no bundle failed', () => {
    expect(supportBundleIssues([bundle('a', 'active'), bundle('b', 'collecting')])).toEqual([])
  })

  test('one failed bundle: a warning with its reason, linking to the bundle', () => {
    const [issue] = supportBundleIssues([
      bundle('a', 'active'),
      bundle('b', 'failed', 'sled agent on BRM42220012 did not respond'),
    ])
    expect(issue).toMatchObject({
      severity: 'warning',
      count: 1,
      title: '1 support bundle failed',
      to: '/system/support-bundles/b',
    })
    expect(issue?.detail).toContain('sled agent on BRM42220012 did not respond')
  })

  test('several link to the list', () => {
    const [issue] = supportBundleIssues([bundle('a', 'failed'), bundle('b', 'failed')])
    expect(issue).toMatchObject({ count: 2, to: '/system/support-bundles' })
  })
})

describe('the update', () => {
  test('none when support is not needed and automatic update runs', () => {
    expect(updateIssues(status({}))).toEqual([])
  })

  test('contact support is critical; suspended update a warning; both link to Update', () => {
    expect(updateIssues(status({ contactSupport: true, suspended: true }))).toEqual([
      expect.objectContaining({
        key: 'update-contact-support',
        severity: 'critical',
        title: 'Update needs Oxide support',
        to: '/system/update',
      }),
      expect.objectContaining({
        key: 'update-suspended',
        severity: 'warning',
        title: 'Automatic update suspended',
        to: '/system/update',
      }),
    ])
  })
})
