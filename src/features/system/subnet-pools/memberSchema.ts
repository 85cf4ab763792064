import * as yup from 'yup'
import type { IpVersion, SubnetPoolMemberAdd } from '~/api/generated/types'
import { parseIpNet } from '~/util/ip'
import { versionNetSchema } from '~/util/netSchema'

// A member of a subnet pool: a network of the pool's IP version, and optionally the sizes of
// external subnet it hands out. Left empty, the API takes the member's own width as the largest
// (min prefix) and a single address as the smallest (max prefix, 32 or 128).

/** What the form holds: prefix lengths as typed ('' for the API's default). */
export type MemberFormValues = { subnet: string; minPrefixLength: string; maxPrefixLength: string }

export const blankMember: MemberFormValues = {
  subnet: '',
  minPrefixLength: '',
  maxPrefixLength: '',
}

const MAX_WIDTH: Record<IpVersion, number> = { v4: 32, v6: 128 }

/** The typed subnet's width, when it parses; the prefix lengths are checked against it. */
const widthOf = (subnet: string | undefined) => {
  const net = parseIpNet((subnet ?? '').trim())
  return net.type === 'error' ? undefined : net.width
}

const number = (text: string | undefined) => (text?.trim() ? Number(text.trim()) : undefined)

/**
 * A prefix length: empty, or a whole number from the subnet's own width to the version's
 * largest (an allocation is inside the member), the smallest above the largest refused.
 */
const prefixSchema = (version: IpVersion, which: 'min' | 'max') =>
  yup
    .string()
    .trim()
    .test('prefix', function (value) {
      if (!value) return true
      if (!/^\d+$/.test(value)) return this.createError({ message: 'Must be a whole number' })
      const n = Number(value)
      const low = widthOf(this.parent.subnet) ?? 0
      const high = MAX_WIDTH[version]
      if (n < low || n > high) {
        return this.createError({ message: `Must be between ${low} and ${high}` })
      }
      const min = number(this.parent.minPrefixLength)
      if (which === 'max' && min !== undefined && n < min) {
        return this.createError({ message: 'Must not be less than the min prefix length' })
      }
      return true
    })

export const memberSchemaFor = (version: IpVersion) =>
  yup.object({
    subnet: versionNetSchema('Subnet', version, true),
    minPrefixLength: prefixSchema(version, 'min'),
    maxPrefixLength: prefixSchema(version, 'max'),
  })

/** The body: the subnet as typed (trimmed), each prefix length only when one was given. */
export const toMemberAdd = (values: MemberFormValues): SubnetPoolMemberAdd => ({
  subnet: values.subnet.trim(),
  minPrefixLength: number(values.minPrefixLength) ?? null,
  maxPrefixLength: number(values.maxPrefixLength) ?? null,
})
