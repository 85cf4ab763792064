import * as yup from 'yup'
import { isApiError } from '~/api/errors'
import type { FloatingIpCreate, IpRange } from '~/api/generated/types'
import { toPoolSelector, type IpVersionChoice, type ServerFieldError } from '~/components'
import { parseIp } from '~/util/ip'
import { descriptionSchema, nameSchema } from '~/util/validation'

export type FloatingIpCreateValues = {
  name: string
  description: string
  /** the pool's name; '' lets the API take the silo's default */
  pool: string
  /** with no pool, which of the silo's default pools; '' lets the API choose */
  ipVersion: IpVersionChoice
  /** a specific address of the pool, or '' for the next free one */
  ip: string
}
export type FloatingIpEditValues = { name: string; description: string }

export const initialFloatingIpValues: FloatingIpCreateValues = {
  name: '',
  description: '',
  pool: '',
  ipVersion: '',
  ip: '',
}

export const floatingIpCreateSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  // optional; when given, spec §5 'Not a valid IP address'
  ip: yup
    .string()
    .trim()
    .test('ip', function (value) {
      if (!value) return true
      const ip = parseIp(value)
      return ip.type === 'error' ? this.createError({ message: ip.message }) : true
    }),
})

export const floatingIpEditSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
})

export const toFloatingIpCreate = (v: FloatingIpCreateValues): FloatingIpCreate => ({
  name: v.name,
  description: v.description,
  // an explicit address names its pool (a silo's pools never overlap)
  addressAllocator: v.ip.trim()
    ? { type: 'explicit', ip: v.ip.trim() }
    : { type: 'auto', poolSelector: toPoolSelector(v) },
})

/** A pool of the silo, with its ranges when the user may see them (fleet viewers). */
export type PoolRanges = { name: string; ranges?: readonly IpRange[] }

const rangesText = (pools: readonly PoolRanges[]) =>
  pools
    .map((p) =>
      p.ranges?.length
        ? `${p.name} (${p.ranges.map((r) => `${r.first}–${r.last}`).join(', ')})`
        : p.name,
    )
    .join('; ')

/** Whether the API refused the address for lying outside every pool of the silo. */
export const outsidePools = (error: unknown) =>
  isApiError(error) && error.statusCode === 400 && /not in (any )?IP pool/i.test(error.message)

/**
 * An explicit address the API refused (outside every pool, taken) is the address field's
 * problem; outside every pool, it says which addresses the silo's pools hold.
 */
export function addressFieldErrors(
  error: unknown,
  values: Pick<FloatingIpCreateValues, 'ip'>,
  pools: readonly PoolRanges[] = [],
): ServerFieldError[] {
  const ip = values.ip.trim()
  if (!ip || !isApiError(error) || error.statusCode !== 400) return []
  if (outsidePools(error)) {
    const message = pools.length
      ? `${error.message.replace(/\.$/, '')}. The silo's pools: ${rangesText(pools)}`
      : error.message
    return [{ path: 'ip', message }]
  }
  return error.message.includes(ip) ? [{ path: 'ip', message: error.message }] : []
}
