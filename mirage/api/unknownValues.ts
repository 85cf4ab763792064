import { resolve, type Schema } from './contract'

// The mock-unknown-values switch: a rack newer than the console sends states and kinds the
// contract does not list. Every enum value of an answer becomes one outside it, read off the
// contract's response schema, so a walk of the console shows what each page does with them.

/** The value a newer rack might send in place of `value`: never one of the contract's. */
export const unknownValueFor = (value: string) => `future_${value}`

type Walkable = Schema & { additionalProperties?: Schema | boolean }

/** The variant of a union the value is: the string enum that lists it, or the object it fits. */
function variantOf(value: unknown, variants: Schema[]): Schema | undefined {
  const resolved = variants.map(resolve)
  if (typeof value === 'string') return resolved.find((v) => v.enum?.includes(value))
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return resolved[0]
  const object = value as Record<string, unknown>
  return resolved.find(
    (v) =>
      (v.required ?? []).every((key) => key in object) &&
      Object.entries(v.properties ?? {}).every(([key, p]) => {
        const tag = resolve(p).enum
        // a one-value enum is the union's tag: it has to be this variant's
        return !(tag?.length === 1 && key in object) || tag[0] === object[key]
      }),
  )
}

/** `value` (a wire answer) with each enum value the schema gives replaced by an unknown one. */
export function withUnknownValues(value: unknown, schema: Schema): unknown {
  if (value === null || value === undefined) return value
  const s = resolve(schema) as Walkable
  if (s.allOf && s.allOf.length > 1) {
    return s.allOf.reduce<unknown>((v, part) => withUnknownValues(v, part), value)
  }
  if (s.oneOf) {
    const variant = variantOf(value, s.oneOf)
    return variant ? withUnknownValues(value, variant) : value
  }
  if (typeof value === 'string') {
    return s.enum?.includes(value) ? unknownValueFor(value) : value
  }
  if (Array.isArray(value)) {
    const items = s.items
    return items ? value.map((v) => withUnknownValues(v, items)) : value
  }
  if (typeof value !== 'object') return value
  const props = s.properties ?? {}
  const rest = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      const sub = props[key] ?? rest
      return [key, sub ? withUnknownValues(v, sub) : v]
    }),
  )
}

/** The same for an answer of the named schema ('Instance', 'DiskResultsPage', 'BfdStatus[]'). */
export function answerWithUnknownValues(value: unknown, schemaName: string): unknown {
  const name = schemaName.replace(/\[\]$/, '')
  const one: Schema = { $ref: `#/components/schemas/${name}` }
  return withUnknownValues(value, name === schemaName ? one : { type: 'array', items: one })
}
