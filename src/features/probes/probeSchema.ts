import * as yup from 'yup'
import type { ProbeCreate } from '~/api/generated/types'
import { toPoolSelector, type IpVersionChoice } from '~/components'
import { descriptionSchema, nameSchema, requiredMessage } from '~/util/validation'

export type ProbeValues = {
  name: string
  description: string
  sled: string
  pool: string
  ipVersion: IpVersionChoice
}
export const initialProbeValues: ProbeValues = {
  name: '',
  description: '',
  sled: '',
  pool: '',
  ipVersion: '',
}

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
  ipVersion: yup.string(),
})

/** The body: no pool means the silo's default pool (of the version chosen, if one is). */
export const toProbeCreate = (v: ProbeValues): ProbeCreate => ({
  name: v.name,
  description: v.description,
  sled: v.sled.trim(),
  poolSelector: toPoolSelector(v),
})
