import * as yup from 'yup'
import { ipToBigInt, parseIp } from '~/util/ip'
import { ipAddressSchema } from '~/util/validation'

export type RangeFormValues = { first: string; last: string }

export const RANGE_MESSAGES = {
  mixedVersions: 'First and last must both be IPv4 or both IPv6',
  reversed: 'Last must not come before first',
} as const

/**
 * Spec §5: each end a valid address ('Not a valid IP address'); then, as the API requires of a
 * range, both of one IP version and first not after last. Those two are reported on Last, the
 * end a user fixes once First is in.
 */
export const rangeSchema = yup.object({
  first: ipAddressSchema('First'),
  last: ipAddressSchema('Last').test('range', function (value) {
    const first = parseIp((this.parent as RangeFormValues).first.trim())
    const last = parseIp((value ?? '').trim())
    if (first.type === 'error' || last.type === 'error') return true
    if (first.type !== last.type) return this.createError({ message: RANGE_MESSAGES.mixedVersions })
    if (ipToBigInt(first) > ipToBigInt(last)) {
      return this.createError({ message: RANGE_MESSAGES.reversed })
    }
    return true
  }),
})
