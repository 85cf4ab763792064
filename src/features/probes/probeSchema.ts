import * as yup from 'yup'
import type { ProbeCreate } from '~/api/generated/types'
import { descriptionSchema, nameSchema, requiredMessage } from '~/util/validation'

export type ProbeValues = { name: string; description: string; sled: string; pool: string }
export const initialProbeValues: ProbeValues = { name: '', description: '', sled: '', pool: '' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const SLED_MESSAGE = 'Sled must be a sled ID (a UUID)'

export const probeSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  sled: yup
    .string()
    .trim()
    .required(requiredMessage('Sled'))
    .matches(UUID, { message: SLED_MESSAGE }),
  pool: yup.string(),
})

/** The body: no pool means the silo's default pool. */
export const toProbeCreate = (v: ProbeValues): ProbeCreate => ({
  name: v.name,
  description: v.description,
  sled: v.sled.trim(),
  ipPool: v.pool || null,
})
