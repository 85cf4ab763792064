import { Factory, trait } from 'miragejs'
import { stamped } from '../../context'
import type { AppServer, CreateData, M, ModelName } from '../models'

// A typed Factory.extend: default attributes (values, or functions of the factory's sequence
// number), an afterCreate that builds what a resource never exists without (a VPC's system router,
// a sled's disks), and traits: named states and shapes a seed or a test asks for,
// `server.create('instance', 'failed', { project })`.

declare module 'miragejs' {
  // miragejs exports trait() but its typings leave it out
  export function trait(extension: object): object
}

type Attr<T> = T | ((n: number) => T)
export type FactoryDef<K extends ModelName> = {
  [P in keyof CreateData<K>]?: Attr<CreateData<K>[P]>
} & { afterCreate?: (model: M<K>, server: AppServer) => void }

/** `factory('instance')(defaults, traits)`: the model is named first, so the rest is typed by it. */
export const factory =
  <K extends ModelName>(_model: K) =>
  (defaults: FactoryDef<K>, traits: Record<string, FactoryDef<K>> = {}) => {
    const named = Object.fromEntries(Object.entries(traits).map(([name, t]) => [name, trait(t)]))
    // eslint-disable-next-line no-restricted-syntax -- Mirage's Factory.extend types every key as an attribute; afterCreate and traits are not
    return Factory.extend({ ...defaults, ...named } as never)
  }

/** A named resource's defaults: `<prefix>-<n>`, no description, created and modified `now`. */
export const named = (prefix: string, now: () => string) => ({
  name: (n: number) => `${prefix}-${n}`,
  description: '',
  ...stamped(now),
})

export const GiB = 1024 ** 3
