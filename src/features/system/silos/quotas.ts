import * as yup from 'yup'
import type { SiloQuotasCreate } from '~/api/generated/types'
import { GiB, TiB } from '~/util/format'
import { requiredMessage } from '~/util/validation'

// A silo's quotas as its forms show them: CPUs, and memory and storage each in a unit the user
// picks, turned into the API's counts of bytes.

export const BYTE_UNITS = { GiB, TiB } as const
type ByteUnit = keyof typeof BYTE_UNITS

export type QuotaValues = {
  /** '' while the field is empty (formik's value for an empty number input) */
  cpus: number | ''
  memory: number | ''
  memoryUnit: ByteUnit
  storage: number | ''
  storageUnit: ByteUnit
}

const count = (label: string, whole: boolean) => {
  let schema = yup
    .number()
    // an empty number input is '', which is 'required', not 'not a number'
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError(`${label} must be a number`)
    .required(requiredMessage(label))
    .min(0, `${label} must not be negative`)
  if (whole) schema = schema.integer(`${label} must be a whole number`)
  return schema
}

export const quotaFieldsSchema = {
  cpus: count('CPUs', true),
  memory: count('Memory', false),
  storage: count('Storage', false),
}

export const quotaSchema = yup.object(quotaFieldsSchema)

const bytes = (value: number | '', unit: ByteUnit) => Math.round(Number(value) * BYTE_UNITS[unit])

export function toQuotas(v: QuotaValues): SiloQuotasCreate {
  return {
    cpus: Number(v.cpus),
    memory: bytes(v.memory, v.memoryUnit),
    storage: bytes(v.storage, v.storageUnit),
  }
}

/** The larger unit when the amount is a whole number of it, so 4 TiB reads as 4 TiB. */
function inUnit(n: number): [number, ByteUnit] {
  return n >= TiB && n % TiB === 0 ? [n / TiB, 'TiB'] : [n / GiB, 'GiB']
}

export function fromQuotas(q: SiloQuotasCreate): QuotaValues {
  const [memory, memoryUnit] = inUnit(q.memory)
  const [storage, storageUnit] = inUnit(q.storage)
  return { cpus: q.cpus, memory, memoryUnit, storage, storageUnit }
}
