import { resolve, schemaErrors, type Schema } from '../../mirage/api/contract'

// Helpers for tests that talk to the mock over fetch (pretender replaces window.fetch while a
// server runs), and a check that a response has exactly the contract's shape.

export type Page<T> = { items: T[]; next_page: string | null }
export type ErrorBody = { error_code: string; message: string; request_id: string }
export type Reply<T> = { status: number; body: T; location: string | null }

type CallInit = {
  json?: unknown
  form?: Record<string, string>
  /** sent as is, as application/json */
  raw?: string
  headers?: Record<string, string>
}

/** One request; the body is parsed as JSON when there is one (an empty body becomes {}). */
export async function call<T = Record<string, unknown>>(
  method: string,
  url: string,
  init: CallInit = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...init.headers }
  let body: string | undefined
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(init.json)
  } else if (init.raw !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = init.raw
  } else if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(init.form).toString()
  }
  const response = await fetch(url, { method, headers, body })
  const text = await response.text()
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as T,
    location: response.headers.get('location'),
  }
}

export const login = (username: string, password: string, silo = 'prairie') =>
  call('POST', `/v1/login/${silo}/local`, { json: { username, password } })

/** Keys the value has that the schema does not name (the contract allows them; we don't). */
function extraKeys(value: unknown, schema: Schema, at: string): string[] {
  const s = resolve(schema)
  if (Array.isArray(value)) {
    return s.items ? value.flatMap((v, i) => extraKeys(v, s.items ?? {}, `${at}[${i}]`)) : []
  }
  if (typeof value !== 'object' || value === null || !s.properties) return []
  const props = s.properties
  return Object.entries(value).flatMap(([key, v]) => {
    const sub = props[key]
    return sub ? extraKeys(v, sub, `${at}.${key}`) : [`${at}.${key}`]
  })
}

/** The contract's validation errors plus any field it does not define; [] when exact. */
export function shapeErrors(value: unknown, schemaName: string): string[] {
  const errors = schemaErrors(value, schemaName).map((e) => `${e.instancePath} ${e.message ?? ''}`)
  const extras = extraKeys(value, { $ref: `#/components/schemas/${schemaName}` }, '$').map(
    (k) => `${k} is not in ${schemaName}`,
  )
  return [...errors, ...extras]
}
