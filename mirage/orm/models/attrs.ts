import { Model } from 'miragejs'
import type { HasMany } from 'miragejs/-types'

// How a model's attributes are typed: the contract type's fields, camelCase as Mirage keeps them
// (its foreign keys are `projectId`, …), with values in wire form: nested objects keep the
// contract's snake_case keys and timestamps are ISO strings, exactly what goes out.

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

/** A model's attributes from a contract type: top-level keys as they are, values on the wire. */
export type Attrs<T> = { [K in keyof T]: Wire<T[K]> }

/**
 * A move under way: the resource reaches `to` when the clock passes `at` (epoch ms). Settled on
 * the next request (mirage/sim/settle.ts), so fake timers in tests and the real clock in the demo
 * both see it without a background timer.
 */
export type Transition<S> = { to: S; at: number } | null

/** The attribute spread into Model.extend: types only, nothing at runtime. */
export const attrs = <T>() => ({}) as T

/** Foreign keys Mirage keeps beside a belongsTo that the contract type does not name. */
export type Fks<K extends string> = { [P in K as `${P}Id`]: string }
/** The same for a relation that may be empty. */
export type NullFks<K extends string> = { [P in K as `${P}Id`]: string | null }

const CHILDREN = Symbol('children')
type ChildrenOf = { [CHILDREN]: { type: string; fk: string } }

/**
 * A parent's children, read from their own relation: `project.instances` is the instances whose
 * `projectId` is the project's. Typed as Mirage's hasMany, but read-only (a child joins and
 * leaves through its belongsTo), and the link is kept in one place: Mirage's hasMany also keeps
 * every child's id on the parent and rewrites that list on each save of a child, which took a
 * project of a thousand instances close to a minute to build.
 */
export const children = <K extends string>(type: K, fk: string) =>
  // eslint-disable-next-line no-restricted-syntax -- Mirage's typings have no relation defined by a getter: the marker stands in for hasMany and Model.extend's class until model() replaces it
  ({ [CHILDREN]: { type, fk } }) as unknown as HasMany<K>

/** Model.extend, with `children` relations made getters that look the children up. */
export function model<T extends object>(props: T): ReturnType<typeof Model.extend<T>> {
  // eslint-disable-next-line no-restricted-syntax -- Mirage's typings have no relation defined by a getter: the marker stands in for hasMany and Model.extend's class until model() replaces it
  const Class = Model.extend(props) as unknown as { prototype: object }
  for (const [key, value] of Object.entries(props) as [string, Partial<ChildrenOf>][]) {
    const of = value?.[CHILDREN]
    if (!of) continue
    Object.defineProperty(Class.prototype, key, {
      enumerable: false, // Mirage walks the prototype for its own relations
      get(this: { _schema: { where(type: string, query: object): unknown }; id: string }) {
        return this._schema.where(of.type, { [of.fk]: this.id })
      },
    })
  }
  // eslint-disable-next-line no-restricted-syntax -- Mirage's typings have no relation defined by a getter: the marker stands in for hasMany and Model.extend's class until model() replaces it
  return Class as never
}
