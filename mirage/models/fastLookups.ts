import { Model } from 'miragejs'
import type { AppSchema } from '.'

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
 * Two costs of miragejs 0.1.48 that grow with the fleet, so a seeded one took over a second to
 * build and every request slowed with its size. Making a model checks that every id in its
 * relations exists, one lookup each (a project of 26 instances: 26 lookups whenever the project
 * is read, which is on every new child); the mock's relations are made by its own factories and
 * handlers, so the check is dropped. And it looks records up (find, findBy, where, and every relation it follows) through
 * the db's public collection getter, which copies every record of the collection on each call:
 * a seeded fleet took over a second to build. Lookups go to the db's internal collection instead,
 * which copies only what it returns; `all` and `first` still read the public copy they need.
 */
;(
  Model as unknown as { prototype: Record<string, unknown> }
).prototype._validateForeignKeyExistsInDatabase = () => {}

export function fastLookups(schema: AppSchema): void {
  const s = schema as unknown as Internals
  const copy = (type: string) => s.db[s.toCollectionName(type)] as unknown[]
  s.collectionForType = (type) => s.db[`_${s.toCollectionName(type)}`]
  s.all = (type) => s._hydrate(copy(type), dasherize(type))
  s.first = (type) => s._hydrate(copy(type)[0], dasherize(type))
}
