import * as yup from 'yup'
import type { IpVersion } from '~/api/generated/types'
import { ipToBigInt, parseIp } from '~/util/ip'
import { ipAddressSchema } from '~/util/validation'

export type RangeFormValues = { first: string; last: string }

export const RANGE_MESSAGES = {
  mixedVersions: 'First and last must both be IPv4 or both IPv6',
  reversed: 'Last must not come before first',
  v4InV6Pool: 'An IPv6 pool takes only IPv6 addresses',
  v6InV4Pool: 'An IPv4 pool takes only IPv4 addresses',
} as const

/** An address of the other version than the pool's: its message at that end. */
function poolVersionTest(version: IpVersion | undefined) {
  return (value: string | undefined) => {
    const ip = parseIp((value ?? '').trim())
    if (ip.type === 'error' || version === undefined || ip.type === version) return true
    return false
  }
}

const versionMessage = (version: IpVersion | undefined) =>
  version === 'v4' ? RANGE_MESSAGES.v6InV4Pool : RANGE_MESSAGES.v4InV6Pool

/**
 * Spec §5: each end a valid address ('Not a valid IP address'); each of the pool's IP version (a
 * pool holds one), said at that end; then, as the API requires of a range, both of one IP
 * version and first not after last. Those two are reported on Last, the end a user fixes once
 * First is in.
 */
export const rangeSchemaFor = (version?: IpVersion) =>
  yup.object({
    first: ipAddressSchema('First').test(
      'pool-version',
      versionMessage(version),
      poolVersionTest(version),
    ),
    last: ipAddressSchema('Last')
      .test('pool-version', versionMessage(version), poolVersionTest(version))
      .test('range', function (value) {
        const first = parseIp((this.parent as RangeFormValues).first.trim())
        const last = parseIp((value ?? '').trim())
        if (first.type === 'error' || last.type === 'error') return true
        // an end of the other version than the pool's already says so
        if (version && (first.type !== version || last.type !== version)) return true
        if (first.type !== last.type) {
          return this.createError({ message: RANGE_MESSAGES.mixedVersions })
        }
        if (ipToBigInt(first) > ipToBigInt(last)) {
          return this.createError({ message: RANGE_MESSAGES.reversed })
        }
        return true
      }),
  })
