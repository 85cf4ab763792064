import * as yup from 'yup'
import type { FloatingIpCreate } from '~/api/generated/types'
import { parseIp } from '~/util/ip'
import { descriptionSchema, nameSchema } from '~/util/validation'

export type FloatingIpCreateValues = {
  name: string
  description: string
  /** the pool's name; '' lets the API take the silo's default */
  pool: string
  /** a specific address of the pool, or '' for the next free one */
  ip: string
}
export type FloatingIpEditValues = { name: string; description: string }

export const initialFloatingIpValues: FloatingIpCreateValues = {
  name: '',
  description: '',
  pool: '',
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
  ...(v.pool ? { pool: v.pool } : {}),
  ...(v.ip.trim() ? { ip: v.ip.trim() } : {}),
})
