import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'

// relative: the e2e suite loads this module (via test/mirage/testing.ts) without the app's aliases
import contract from '../../src/api/generated/contract.json'
import { isIp } from '../util/ip'
import { isUuid } from '../util/ids'

// The contract's shapes (src/api/generated/contract.json, what `npm run gen:api` keeps), compiled
// with ajv once: request bodies are checked against them before any handler runs, the serializer
// writes exactly their fields, and the tests check every response with them.

export type Schema = {
  $ref?: string
  allOf?: Schema[]
  oneOf?: Schema[]
  enum?: unknown[]
  type?: string
  nullable?: boolean
  required?: string[]
  properties?: Record<string, Schema>
  items?: Schema
}

// eslint-disable-next-line no-restricted-syntax -- the contract's JSON is typed by its literal shape; it is read here as the OpenAPI document it is
export const SCHEMAS = (contract as unknown as { components: { schemas: Record<string, Schema> } })
  .components.schemas

/** A schema through its `$ref`s and one-element `allOf`s. */
export function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(SCHEMAS[schema.$ref.replace('#/components/schemas/', '')] ?? {})
  if (schema.allOf?.length === 1 && schema.allOf[0]) return resolve(schema.allOf[0])
  return schema
}

/** The tag of a union of objects (`type`, `mode`, …): one enum value per variant, required. */
function tagOf(variants: Schema[]): string | undefined {
  const first = variants[0]?.properties ?? {}
  return Object.keys(first).find((p) =>
    variants.every((v) => v.properties?.[p]?.enum?.length === 1 && v.required?.includes(p)),
  )
}

/**
 * OpenAPI 3.0 as JSON Schema: `nullable` beside a `$ref` becomes `anyOf` with null, and a union of
 * tagged objects gets a `discriminator`, so ajv checks only the variant the tag names (and an
 * unknown tag is one clear error instead of one per variant).
 */
function prepare(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prepare)
  if (typeof node !== 'object' || node === null) return node
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, prepare(v)])) as Schema &
    Record<string, unknown>
  const tag = out.oneOf && tagOf(out.oneOf)
  if (tag) {
    out.discriminator = { propertyName: tag }
    // ajv's discriminator checks objects only: a string in place of the union passed unchecked
    out.type ??= 'object'
  }
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable
    return { anyOf: [out, { type: 'null' }] }
  }
  return out
}

// validateSchema off: the shapes are the generator's output from the contract, not input to doubt, and
// checking them against JSON Schema's meta-schema on every page load costs more than the checks.
const ajv = new Ajv({
  strict: false,
  allErrors: true,
  discriminator: true,
  verbose: true,
  validateSchema: false,
})
const INT: Record<string, [number, number]> = {
  uint8: [0, 255],
  uint16: [0, 65535],
  uint32: [0, 4294967295],
  int8: [-128, 127],
  int16: [-32768, 32767],
  int32: [-2147483648, 2147483647],
}
for (const [name, [min, max]] of Object.entries(INT)) {
  ajv.addFormat(name, { type: 'number', validate: (n: number) => n >= min && n <= max })
}
ajv.addFormat('uuid', isUuid)
ajv.addFormat('date-time', (s: string) => /^\d{4}-\d\d-\d\dT/.test(s) && !isNaN(Date.parse(s)))
ajv.addFormat('ip', isIp)
ajv.addFormat('byte', /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/)
ajv.addFormat('ipv4', (s: string) => isIp(s) && !s.includes(':'))
ajv.addFormat('ipv6', (s: string) => isIp(s) && s.includes(':'))
// Widths of 64 bits and more, floats, URIs and the like are not what the mock checks.
for (const [, format] of JSON.stringify(SCHEMAS).matchAll(/"format":"([^"]+)"/g)) {
  if (format && !ajv.formats[format]) ajv.addFormat(format, true)
}
ajv.addSchema({ components: { schemas: prepare(SCHEMAS) } }, 'contract')

/** Every error ajv finds in `value` against the named schema (ajv compiles it once). */
export function schemaErrors(value: unknown, name: string): ErrorObject[] {
  const validate = ajv.getSchema(`contract#/components/schemas/${name}`)
  if (!validate) throw new Error(`[mock] no schema ${name}`)
  return validate(value) ? [] : [...(validate.errors ?? [])]
}

// ---- ajv's errors in the API's words ------------------------------------------------------------

/** '/rules/0/name' → 'rules[0].name' */
const pathOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '')

/** 'a or b', 'a, b, or c' (with `and` likewise), as the API's messages list things. */
export const listOf = (words: string[], conjunction = 'or') =>
  words.length < 3
    ? words.join(` ${conjunction} `)
    : `${words.slice(0, -1).join(', ')}, ${conjunction} ${words.at(-1)}`

/** The values as JSON, listed as serde lists the variants it expected. */
const expected = (values: unknown[]) => listOf([...new Set(values)].map((v) => JSON.stringify(v)))

/** Why `value` is not a valid Name of the contract, or null when it is one. */
export function nameProblem(value: string): string | null {
  if (value.length === 0) return 'name requires at least one character'
  if (value.length > 63) return 'name may contain at most 63 characters'
  if (!/^[a-z]/.test(value)) return 'name must begin with an ASCII lowercase character'
  if (!/^[a-zA-Z0-9-]*$/.test(value)) {
    return 'name contains an invalid character (allowed: ASCII letters, digits and "-")'
  }
  if (value.endsWith('-')) return 'name cannot end with "-"'
  if (isUuid(value)) return 'name cannot be a UUID to avoid ambiguity with IDs'
  return null
}

/** 'uint16' → 'u16', as serde names the integer it expected */
const rust = (p: Record<string, unknown>) => String(p.format).replace(/^u?int/, (m) => m[0] ?? '')

function describe(e: ErrorObject, all: ErrorObject[]): string {
  const value: unknown = e.data
  const p = e.params as Record<string, unknown>
  switch (e.keyword) {
    case 'required':
      return `missing field \`${String(p.missingProperty)}\``
    case 'type':
      return `invalid type: ${JSON.stringify(value)}, expected ${String(p.type)}`
    case 'enum': {
      // enum variants written as a oneOf of one-value enums fail once per variant
      const values = all
        .filter((o) => o.keyword === 'enum' && o.instancePath === e.instancePath)
        .flatMap((o) => (o.params as { allowedValues: unknown[] }).allowedValues)
      return `unknown variant ${JSON.stringify(value)}, expected one of ${expected(values)}`
    }
    case 'discriminator': {
      const variants = (e.parentSchema as Schema).oneOf ?? []
      const tag = String(p.tag)
      const values = variants.flatMap((v) => v.properties?.[tag]?.enum ?? [])
      const given = (value as Record<string, unknown> | null)?.[tag]
      if (given === undefined) return `missing field \`${tag}\``
      return `unknown variant ${JSON.stringify(given)}, expected one of ${expected(values)}`
    }
    case 'format':
      if (typeof value === 'number')
        return `invalid value: integer \`${value}\`, expected ${rust(p)}`
      if (p.format === 'uuid') return 'expected a UUID'
      if (/Ipv[46]Range/.test(e.schemaPath) && isIp(String(value))) {
        return 'IP range first and last addresses must be of the same version'
      }
      if (String(p.format).startsWith('ip')) return `invalid IP address ${JSON.stringify(value)}`
      return `invalid value: ${JSON.stringify(value)}, expected ${String(p.format)}`
    case 'pattern':
    case 'minLength':
    case 'maxLength':
      if (e.schemaPath.includes('/Name/') && typeof value === 'string') {
        return nameProblem(value) ?? `invalid name ${JSON.stringify(value)}`
      }
      if (e.schemaPath.includes('/UserId/'))
        return `${JSON.stringify(value)} is not a valid username`
      if (/Ipv[46]Net/.test(e.schemaPath)) return `invalid IP network ${JSON.stringify(value)}`
      if (e.schemaPath.includes('/L4PortRange/')) {
        return `invalid port range ${JSON.stringify(value)}`
      }
      return `invalid value ${JSON.stringify(value)}: ${e.message ?? ''}`
    case 'minimum':
    case 'maximum':
      return `invalid value: integer \`${String(value)}\`, expected ${String(p.comparison)} ${String(p.limit)}`
    case 'maxItems':
      return `at most ${String(p.limit)} items`
    default:
      return `invalid value ${JSON.stringify(value)}: ${e.message ?? ''}`
  }
}

/** Keywords in the order their errors are reported when several fail at one place. */
const ORDER = ['required', 'discriminator', 'type', 'enum', 'pattern', 'maxLength', 'minLength']

/**
 * The one message for a body the contract refuses, as the API's deserializer words it: the
 * deepest problem first, where it is (`rules[0].priority: …`); a missing top-level field alone.
 */
export const bodyProblem = (value: unknown, schema: string) =>
  problemOf(schemaErrors(value, schema))

function problemOf(all: ErrorObject[]): string | null {
  const errors = all.filter((e) => !['oneOf', 'anyOf', 'allOf', 'if'].includes(e.keyword))
  // A `null` alternative of a nullable field fails too; it says nothing the other branch does not.
  const real = errors.filter((e) => !(e.keyword === 'type' && e.schemaPath.endsWith('/1/type')))
  const depth = (e: ErrorObject) => e.instancePath.split('/').length
  const rank = (e: ErrorObject) => (ORDER.includes(e.keyword) ? ORDER.indexOf(e.keyword) : 99)
  const best = [...(real.length ? real : errors)].sort(
    (a, b) => depth(b) - depth(a) || rank(a) - rank(b),
  )[0]
  if (!best) return null
  const what = describe(best, errors)
  const where = what.startsWith('IP range') ? '' : pathOf(best.instancePath)
  return where ? `${where}: ${what}` : what
}

// ---- query parameters ---------------------------------------------------------------------------

type Param = { in: string; name: string; required?: boolean; schema: Schema }
type Operation = { parameters?: Param[] }
// eslint-disable-next-line no-restricted-syntax -- the contract's JSON is typed by its literal shape; it is read here as the OpenAPI document it is
const PATHS = (contract as unknown as { paths: Record<string, Record<string, Operation>> }).paths

const BOOL = { true: true, false: false }
type QueryCheck = (get: (name: string) => string | undefined) => string | null
// One validator per distinct parameter schema: most operations share `limit`, `page_token`,
// `sort_by` and `project`, and compiling is what costs.
const compiledParams = new Map<string, ValidateFunction>()

/**
 * The query parameters of an operation as the contract gives them: a required one missing, or a
 * value not of its type (an integer, a boolean, a UUID, an enum's variant, a name), is the
 * problem a 400 names, as the API's query deserializer would.
 */
export function queryChecker(path: string, method: string): QueryCheck {
  // Compiled on the operation's first request, not when its route is registered: every page load
  // registers all operations (compiling all their parameters took half the mock's start) and
  // calls a few.
  let check: QueryCheck | undefined
  return (get) => (check ??= operationQueryCheck(path, method))(get)
}

function operationQueryCheck(path: string, method: string): QueryCheck {
  const params = (PATHS[path]?.[method.toLowerCase()]?.parameters ?? []).filter(
    (p) => p.in === 'query',
  )
  const checks = params.map((p) => {
    const { type } = resolve(p.schema)
    // the parameter's own schema, its references into the contract's components
    const text = JSON.stringify(prepare(p.schema)).replace(
      /"#\/components/g,
      '"contract#/components',
    )
    let validate = compiledParams.get(text)
    if (!validate) compiledParams.set(text, (validate = ajv.compile(JSON.parse(text) as object)))
    return { ...p, type, validate }
  })
  return (get) => {
    for (const p of checks) {
      const raw = get(p.name)
      if (raw === undefined) {
        if (p.required) return `missing field \`${p.name}\``
        continue
      }
      if (p.type === 'integer' && !/^-?\d+$/.test(raw))
        return `${p.name}: invalid digit found in string`
      const value =
        p.type === 'integer'
          ? Number(raw)
          : p.type === 'boolean'
            ? ((BOOL as Record<string, boolean>)[raw] ?? raw)
            : raw
      if (!p.validate(value)) return `${p.name}: ${problemOf([...(p.validate.errors ?? [])]) ?? ''}`
    }
    return null
  }
}
