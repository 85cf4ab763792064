// Records are kept in the wire shape. Rather than hand-type each one, a record type is the
// generated (camelCase, Date) contract type mapped back to what the API sends: snake_case keys
// and ISO strings. Fields the mock keeps for itself start with `_` and never leave the mock.

type SnakeKey<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeKey<Tail>}`
  : S

/** The wire form of a generated contract type: snake_case keys, timestamps as ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeKey<K> : K]: Wire<T[K]> }
      : T

/** A record type without the mock's own `_` fields. */
export type Public<T> = { [K in keyof T as K extends `_${string}` ? never : K]: T[K] }

/** The record without the mock's own `_` fields: what goes on the wire. */
export function toWire<T extends object>(record: T): Public<T> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) if (!key.startsWith('_')) out[key] = value
  return out as Public<T>
}
