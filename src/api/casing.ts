// Wire conventions of spec §3/§7: snake_case on the wire, camelCase in the app.

export const snakeToCamel = (s: string) =>
  s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
const camelToSnake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())

/** Spec §3: a timestamp key starts with time_, ends with _time or _expiration, or is `timestamp`. */
export const isDateKey = (snakeKey: string) =>
  snakeKey.startsWith('time_') ||
  snakeKey.endsWith('_time') ||
  snakeKey.endsWith('_expiration') ||
  snakeKey === 'timestamp'

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype

/** Response body → app shape: keys camelCased, ISO strings under date keys turned into Dates. */
export function processResponseBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(processResponseBody)
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    out[snakeToCamel(key)] =
      isDateKey(key) && typeof v === 'string' && !Number.isNaN(Date.parse(v))
        ? new Date(v)
        : processResponseBody(v)
  }
  return out
}

/** App shape → request body: keys snake_cased, Dates as ISO strings. */
export function processRequestBody(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(processRequestBody)
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) out[camelToSnake(key)] = processRequestBody(v)
  return out
}

/** Query params: snake_case keys, null/undefined skipped (spec §3). */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, v] of Object.entries(query)) {
    if (v === null || v === undefined) continue
    params.append(camelToSnake(key), v instanceof Date ? v.toISOString() : String(v))
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}
