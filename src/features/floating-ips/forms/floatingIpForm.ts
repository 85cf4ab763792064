import * as yup from 'yup'
import type { FloatingIpCreate } from '~/api/generated/types'
import { toPoolSelector, type IpVersionChoice } from '~/features/instances/poolSelector'
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
