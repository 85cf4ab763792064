import * as yup from 'yup'
import { isApiError } from '~/api/errors'
import type { ExternalSubnetCreate } from '~/api/generated/types'
import { toPoolSelector, type IpVersionChoice, type ServerFieldError } from '~/components'
import { networkOf, parseIpNet } from '~/util/ip'
import { hostBitsMessage } from '~/util/netSchema'
import { descriptionSchema, nameSchema, requiredMessage } from '~/util/validation'

/** How the subnet is chosen: the next free block of a width from a pool, or a given block. */
export type SubnetSource = 'pool' | 'explicit'

export type ExternalSubnetCreateValues = {
  name: string
  description: string
  source: SubnetSource
  /** the pool's name; '' lets the API take the silo's default */
  pool: string
  /** with no pool, which of the silo's default pools; '' lets the API choose */
  ipVersion: IpVersionChoice
  /** the width of the block taken from the pool, as typed */
  prefixLength: string
  /** the block asked for, in CIDR form */
  subnet: string
}
export type ExternalSubnetEditValues = { name: string; description: string }

export const initialExternalSubnetValues: ExternalSubnetCreateValues = {
  name: '',
  description: '',
  source: 'pool',
  pool: '',
  ipVersion: '',
  prefixLength: '28',
  subnet: '',
}

/** The widest a block of the version may be numbered: 32 for IPv4, 128 for IPv6 or either. */
const maxWidth = (version: IpVersionChoice) => (version === 'v4' ? 32 : 128)

/**
 * The schema, given the IP version of the chosen pool (or the one chosen for the silo default):
 * it bounds the prefix length.
 */
export const externalSubnetCreateSchema = (poolVersion: (pool: string) => IpVersionChoice) =>
  yup.object({
    name: nameSchema('Name'),
    description: descriptionSchema,
    prefixLength: yup.string().test('prefix-length', function (value) {
      const { source, pool, ipVersion } = this.parent as ExternalSubnetCreateValues
      if (source !== 'pool') return true
      const text = (value ?? '').trim()
      if (!text) return this.createError({ message: requiredMessage('Prefix length') })
      if (!/^\d+$/.test(text)) {
        return this.createError({ message: 'Prefix length must be a whole number' })
      }
      const max = maxWidth((pool && poolVersion(pool)) || ipVersion)
      return Number(text) <= max
        ? true
        : this.createError({ message: `Prefix length must be between 0 and ${max}` })
    }),
    subnet: yup.string().test('subnet', function (value) {
      const { source } = this.parent as ExternalSubnetCreateValues
      if (source !== 'explicit') return true
      const text = (value ?? '').trim()
      if (!text) return this.createError({ message: requiredMessage('Subnet') })
      const net = parseIpNet(text)
      if (net.type === 'error') return this.createError({ message: net.message })
      const network = networkOf(net)
      return network ? this.createError({ message: hostBitsMessage(text, network) }) : true
    }),
  })

export const externalSubnetEditSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
})

export const toExternalSubnetCreate = (v: ExternalSubnetCreateValues): ExternalSubnetCreate => ({
  name: v.name,
  description: v.description,
  allocator:
    v.source === 'explicit'
      ? { type: 'explicit', subnet: v.subnet.trim() }
      : {
          type: 'auto',
          prefixLength: Number(v.prefixLength.trim()),
          poolSelector: toPoolSelector(v),
        },
})

/**
 * A refusal about the block asked for (outside the silo's pools, overlapping another) belongs at
 * the subnet field; one about the width (no free block of it) at the prefix length.
 */
export function subnetFieldErrors(
  error: unknown,
  values: ExternalSubnetCreateValues,
): ServerFieldError[] {
  if (!isApiError(error) || ![400, 507].includes(error.statusCode)) return []
  if (values.source === 'explicit') {
    const subnet = values.subnet.trim()
    return subnet && error.message.includes(subnet)
      ? [{ path: 'subnet', message: error.message }]
      : []
  }
  return error.message.includes(`/${values.prefixLength.trim()}`)
    ? [{ path: 'prefixLength', message: error.message }]
    : []
}
