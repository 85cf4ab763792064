import * as yup from 'yup'
import type { SiloAuthSettings, SiloAuthSettingsUpdate } from '~/api/generated/types'
import { requiredMessage } from '~/util/validation'

// The silo's auth settings as the form shows them: no limit on a device token's lifetime, or at
// most an amount in a unit the user picks, sent as the API's whole seconds (1 to 2³² − 1: a
// uint32, at least 1).

export const TTL_UNITS = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 } as const
export type TtlUnit = keyof typeof TTL_UNITS
const isUnit = (u: unknown): u is TtlUnit => typeof u === 'string' && u in TTL_UNITS
const unitOf = (u: unknown): TtlUnit => (isUnit(u) ? u : 'seconds')
const UNIT_WORDS: Record<TtlUnit, [one: string, many: string]> = {
  seconds: ['second', 'seconds'],
  minutes: ['minute', 'minutes'],
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
}

/** The contract's bounds of device_token_max_ttl_seconds in an update. */
export const MIN_TTL_SECONDS = 1
export const MAX_TTL_SECONDS = 4_294_967_295

export type AuthSettingsValues = {
  limit: 'none' | 'max'
  /** '' while the field is empty (formik's value for an empty number input) */
  ttl: number | ''
  ttlUnit: TtlUnit
}

const amount = (n: number, unit: TtlUnit) =>
  `${n.toLocaleString('en-US')} ${UNIT_WORDS[unit][n === 1 ? 0 : 1]}`

/** A lifetime in words, in the largest unit it is a whole number of ('8 hours'). */
export function formatTtl(seconds: number): string {
  const [n, unit] = inUnit(seconds)
  return amount(n, unit)
}

function inUnit(seconds: number): [number, TtlUnit] {
  if (seconds === 0) return [0, 'seconds']
  const units = Object.keys(TTL_UNITS).filter(isUnit).reverse()
  const unit = units.find((u) => seconds % TTL_UNITS[u] === 0) ?? 'seconds'
  return [seconds / TTL_UNITS[unit], unit]
}

export const authSettingsSchema = yup.object({
  limit: yup.string().oneOf(['none', 'max']).required(),
  ttl: yup.mixed().when(['limit', 'ttlUnit'], ([limit, unit]: unknown[]) => {
    if (limit !== 'max') return yup.mixed()
    const most = Math.floor(MAX_TTL_SECONDS / TTL_UNITS[unitOf(unit)])
    return (
      yup
        .number()
        // an empty number input is '', which is 'required', not 'not a number'
        .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
        .typeError('Lifetime must be a number')
        .required(requiredMessage('Lifetime'))
        .integer('Lifetime must be a whole number')
        .min(MIN_TTL_SECONDS, `Lifetime must be at least ${amount(1, unitOf(unit))}`)
        .max(most, `Lifetime must be at most ${amount(most, unitOf(unit))}`)
    )
  }),
  ttlUnit: yup.string().oneOf(Object.keys(TTL_UNITS)).required(),
})

export function fromAuthSettings(s: SiloAuthSettings): AuthSettingsValues {
  const seconds = s.deviceTokenMaxTtlSeconds
  if (seconds === null || seconds === undefined) return { limit: 'none', ttl: '', ttlUnit: 'hours' }
  const [ttl, ttlUnit] = inUnit(seconds)
  return { limit: 'max', ttl, ttlUnit }
}

export function toAuthSettings(v: AuthSettingsValues): SiloAuthSettingsUpdate {
  return {
    deviceTokenMaxTtlSeconds: v.limit === 'max' ? Number(v.ttl) * TTL_UNITS[v.ttlUnit] : null,
  }
}
