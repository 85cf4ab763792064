import type { Request } from 'miragejs'
import { parseIp, parseIpNet } from '~/util/ip'
import { invalidBody, invalidQuery } from '../util/errors'
import { isUuid } from '../util/ids'
import { queryParam } from '../util/paging'
import { nameProblem } from '../util/validate'
import type { Body } from '../util/validate'

// Checks for the system area's nested request bodies. Each takes the value and its path in the
// body (`links[0].mtu`) so a 400 names the field the way the API's deserializer does.

export type Field = { value: unknown; at: string }

export const field = (body: Body, key: string, prefix = ''): Field => ({
  value: body[key],
  at: prefix ? `${prefix}.${key}` : key,
})

const missing = (at: string) => {
  const key = at.split('.').pop() ?? at
  return invalidBody(`missing field \`${key.replace(/\[\d+\]$/, '')}\``)
}
const wrongType = (at: string, expected: string) =>
  invalidBody(`${at}: invalid type, expected ${expected}`)

const absent = (v: unknown) => v === undefined || v === null

export function obj({ value, at }: Field): Body {
  if (absent(value)) throw missing(at)
  if (typeof value !== 'object' || Array.isArray(value)) throw wrongType(at, 'a map')
  return value as Body
}

export function arr({ value, at }: Field, fallback?: unknown[]): Field[] {
  if (absent(value) && fallback) return fallback.map((v, i) => ({ value: v, at: `${at}[${i}]` }))
  if (absent(value)) throw missing(at)
  if (!Array.isArray(value)) throw wrongType(at, 'a sequence')
  return value.map((v: unknown, i) => ({ value: v, at: `${at}[${i}]` }))
}

export function str({ value, at }: Field): string {
  if (absent(value)) throw missing(at)
  if (typeof value !== 'string') throw wrongType(at, 'a string')
  return value
}

export const optStr = (f: Field): string | null => (absent(f.value) ? null : str(f))

export function bool({ value, at }: Field): boolean {
  if (absent(value)) throw missing(at)
  if (typeof value !== 'boolean') throw wrongType(at, 'a boolean')
  return value
}

/** An integer within [min, max] (the contract's uint8/uint16/uint32 widths). */
export function int({ value, at }: Field, min: number, max: number): number {
  if (absent(value)) throw missing(at)
  if (typeof value !== 'number' || !Number.isInteger(value)) throw wrongType(at, 'an integer')
  if (value < min || value > max) {
    throw invalidBody(`${at}: invalid value: integer \`${value}\`, expected ${min}..=${max}`)
  }
  return value
}

export const optInt = (f: Field, min: number, max: number): number | null =>
  absent(f.value) ? null : int(f, min, max)

export const U8 = 255
export const U16 = 65535
export const U32 = 4294967295

export function oneOf<T extends string>(f: Field, allowed: readonly T[]): T {
  const s = str(f)
  if ((allowed as readonly string[]).includes(s)) return s as T
  const list = allowed.map((a) => `\`${a}\``).join(', ')
  throw invalidBody(`${f.at}: unknown variant \`${s}\`, expected one of ${list}`)
}

export function name(f: Field): string {
  const s = str(f)
  const problem = nameProblem(s)
  if (problem) throw invalidBody(`${f.at}: ${problem}`)
  return s
}

/** The contract's NameOrId: a uuid, or else it must be a valid name. */
export function nameOrId(f: Field): string {
  const s = str(f)
  return isUuid(s) ? s : name(f)
}

export function ip(f: Field): string {
  const s = str(f)
  if (parseIp(s).type === 'error') throw invalidBody(`${f.at}: invalid IP address syntax`)
  return s
}

export const optIp = (f: Field): string | null => (absent(f.value) ? null : ip(f))

export function ipNet(f: Field): string {
  const s = str(f)
  const parsed = parseIpNet(s)
  if (parsed.type === 'error') throw invalidBody(`${f.at}: ${parsed.message.toLowerCase()}`)
  return s
}

/** A required query parameter, with the deserializer's wording when it is missing. */
export function requiredQuery(request: Request, key: string): string {
  const value = queryParam(request, key)
  if (value === undefined) throw invalidQuery(`missing field \`${key}\``)
  return value
}
