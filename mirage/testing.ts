import { readFileSync } from 'node:fs'
import path from 'node:path'
import Ajv from 'ajv'
import type { AnySchema } from 'ajv'

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

type Schema = {
  $ref?: string
  allOf?: Schema[]
  properties?: Record<string, Schema>
  items?: Schema
  additionalProperties?: unknown
}

// The contract's shapes as `npm run gen:api` writes them beside the generated code, so the checks
// need nothing outside this repository.
const contract = JSON.parse(
  readFileSync(path.resolve(__dirname, '../src/api/generated/contract.json'), 'utf8'),
) as { components: { schemas: Record<string, Schema> } }

const ajv = new Ajv({ strict: false, allErrors: true })
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
ajv.addFormat('date-time', (s: string) => /^\d{4}-\d\d-\d\dT/.test(s) && !isNaN(Date.parse(s)))
// IpRange is a oneOf told apart only by the ipv4/ipv6 formats, so those two must really check.
const CHECKED_FORMATS: Record<string, RegExp> = {
  ipv4: /^\d{1,3}(\.\d{1,3}){3}$/,
  ipv6: /^[0-9a-f:]*:[0-9a-f:.]*$/i,
}
for (const [name, re] of Object.entries(CHECKED_FORMATS)) ajv.addFormat(name, re)
// Number widths and the like are not what these tests are about.
for (const [, format] of JSON.stringify(contract).matchAll(/"format":"([^"]+)"/g)) {
  if (format && format !== 'uuid' && format !== 'date-time' && !CHECKED_FORMATS[format]) {
    ajv.addFormat(format, true)
  }
}
/**
 * OpenAPI 3.0's `nullable: true` beside an `allOf`/`$ref` with no `type` (how the contract marks
 * an optional reference) is not JSON Schema, and ajv refuses it: say the same as `anyOf` with null.
 */
function withNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullables)
  if (typeof node !== 'object' || node === null) return node
  const entries = Object.entries(node).map(([k, v]) => [k, withNullables(v)] as const)
  const out = Object.fromEntries(entries) as Record<string, unknown>
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable
    return { anyOf: [out, { type: 'null' }] }
  }
  return out
}

ajv.addSchema({ components: withNullables(contract.components) } as AnySchema, 'contract')

function resolve(schema: Schema): Schema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '')
    return resolve(contract.components.schemas[name] ?? {})
  }
  if (schema.allOf?.length === 1 && schema.allOf[0]) return resolve(schema.allOf[0])
  return schema
}

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
  const validate = ajv.getSchema(`contract#/components/schemas/${schemaName}`)
  if (!validate) throw new Error(`no schema ${schemaName}`)
  validate(value)
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`)
  const extras = extraKeys(value, { $ref: `#/components/schemas/${schemaName}` }, '$').map(
    (k) => `${k} is not in ${schemaName}`,
  )
  return [...errors, ...extras]
}
