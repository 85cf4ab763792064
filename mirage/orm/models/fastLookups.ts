import { Model } from 'miragejs'
import type { AppSchema, M, ModelName } from '.'

type Internals = {
  db: Record<string, unknown>
  toCollectionName(type: string): string
  collectionForType(type: string): unknown
  _hydrate(records: unknown, modelName: string): unknown
  all(type: string): unknown
  first(type: string): unknown
}

const dasherize = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/**
 * Costs of miragejs 0.1.48 that grow with the fleet (the large-fleet scenario built in 4 s with
 * them, 2 s without). Making a model checks that every id in its relations exists, one lookup
 * each, and builds each check's failure message (stringifying the id lists) whether it fails or
 * not; the mock's relations come from its own factories and handlers, typed, so both checks go.
 * And it looks records up (find, findBy, where, every relation it follows) through the db's
 * public collection getter, which copies every record of the collection on each call: lookups go
 * to the db's internal collection instead, which copies only what it returns (`all` and `first`
 * still read the public copy they need).
 */
// eslint-disable-next-line no-restricted-syntax -- Mirage's internals (the db's collections, the model prototype's checks) are absent from its typings
const prototype = (Model as unknown as { prototype: Record<string, unknown> }).prototype
prototype._validateForeignKeyExistsInDatabase = () => {}
prototype._validateAttr = () => {}

export function fastLookups(schema: AppSchema): void {
  // eslint-disable-next-line no-restricted-syntax -- Mirage's internals (the db's collections, the model prototype's checks) are absent from its typings
  const s = schema as unknown as Internals
  const copy = (type: string) => s.db[s.toCollectionName(type)] as unknown[]
  s.collectionForType = (type) => s.db[`_${s.toCollectionName(type)}`]
  s.all = (type) => s._hydrate(copy(type), dasherize(type))
  s.first = (type) => s._hydrate(copy(type)[0], dasherize(type))
}

/** A collection's records as the db holds them, neither copied nor made models: for a count. */
export function rows<K extends ModelName>(schema: AppSchema, type: K): M<K>['attrs'][] {
  // eslint-disable-next-line no-restricted-syntax -- Mirage's internals (the db's collections, the model prototype's checks) are absent from its typings
  const s = schema as unknown as Internals
  const name = s.toCollectionName(type)
  const collections = (s.db as { _collections: { name: string; _records: never[] }[] })._collections
  return collections.find((c) => c.name === name)!._records
}
