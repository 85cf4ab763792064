import { isDateKey, snakeToCamel } from '../casing'
import { isObject, SCHEMA_REF_PREFIX, type Parameter, type Schema } from './openapi'

// The README keeps contract prose out of generated code. Titles go too: json-schema-to-typescript
// would turn every titled inline schema (oneOf variants, for instance) into an extra named type.
const PROSE = new Set(['description', 'title', 'example', 'examples', 'summary'])
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not'])
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf'])

const definitionRef = (name: string) => `#/definitions/${name}`

function rewriteRef(ref: unknown): unknown {
  if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF_PREFIX)) {
    throw new Error(`Unsupported $ref: ${String(ref)}`)
  }
  return definitionRef(ref.slice(SCHEMA_REF_PREFIX.length))
}

// OpenAPI 3.0 marks nullability with a keyword JSON Schema lacks; a union with null says the same.
const withNullable = (original: Schema, converted: Schema): Schema =>
  original.nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted

/** The baseQuery turns these strings into Dates, so the types must say Date (spec §3). */
const isDeliveredAsDate = (schema: Schema, snakeKey: string | undefined) =>
  snakeKey !== undefined &&
  isDateKey(snakeKey) &&
  schema.type === 'string' &&
  schema.format === 'date-time'

function convertProperties(properties: unknown): Schema {
  if (!isObject(properties)) throw new Error('properties must be an object')
  const out: Schema = {}
  for (const [key, value] of Object.entries(properties)) {
    out[snakeToCamel(key)] = toJsonSchema(value, key)
  }
  return out
}

/**
 * An OpenAPI schema as JSON Schema describing what the app sees: camelCase property names, Dates
 * for timestamp keys, `#/definitions/` refs, and no prose. `snakeKey` is the wire name of the
 * property (or parameter) the schema belongs to.
 */
export function toJsonSchema(schema: unknown, snakeKey?: string): Schema {
  if (!isObject(schema)) throw new Error(`Not a schema: ${JSON.stringify(schema)}`)
  if (isDeliveredAsDate(schema, snakeKey)) return withNullable(schema, { tsType: 'Date' })

  const out: Schema = {}
  for (const [keyword, value] of Object.entries(schema)) {
    if (PROSE.has(keyword) || keyword.startsWith('x-') || keyword === 'nullable') continue
    if (keyword === 'properties') out.properties = convertProperties(value)
    else if (keyword === 'required') out.required = (value as string[]).map(snakeToCamel)
    else if (keyword === '$ref') out.$ref = rewriteRef(value)
    else if (SUBSCHEMA.has(keyword) && isObject(value)) out[keyword] = toJsonSchema(value)
    else if (SUBSCHEMA_LISTS.has(keyword)) {
      out[keyword] = (value as unknown[]).map((s) => toJsonSchema(s))
    }
    // type, format, enum, default, bounds...: values, not names, so they stay as they are
    else out[keyword] = value
  }
  return withNullable(schema, out)
}

/** Path or query parameters of one operation as an object schema with camelCase keys. */
export function paramsSchema(params: Parameter[]): Schema {
  const properties: Schema = {}
  const required: string[] = []
  for (const p of params) {
    const name = snakeToCamel(p.name)
    properties[name] = p.schema ? toJsonSchema(p.schema, p.name) : {}
    if (p.required) required.push(name)
  }
  return { type: 'object', properties, required, additionalProperties: false }
}
