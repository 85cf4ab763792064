import type { Collection, Instantiate, Registry, Server } from 'miragejs'
import type Schema from 'miragejs/orm/schema'
import { computeModels } from './compute'
import { fleetModels } from './fleet'
import { foundationModels } from './foundation'
import { networkingModels } from './networking'
import { systemModels } from './system'

// Mirage's ORM is the mock's data layer: one model per resource the console shows, with its
// relations, typed through miragejs's own Registry, so `schema.find('instance', id)?.project?.name`
// is checked by tsc and an unknown attribute is a type error.

export const models = {
  ...foundationModels,
  ...fleetModels,
  ...systemModels,
  ...networkingModels,
  ...computeModels,
}

export type AppRegistry = Registry<typeof models, Record<never, never>>
export type AppSchema = Schema<AppRegistry>
export type AppServer = Server<AppRegistry>
export type ModelName = keyof AppRegistry & string
/** A model instance of that name, its attributes and relations typed. */
export type M<K extends ModelName> = Instantiate<AppRegistry, K>

type Methods = 'attrs' | 'modelName' | 'save' | 'update' | 'destroy' | 'reload'
/** What `create` takes: attributes, foreign keys and related models. */
export type CreateData<K extends ModelName> = Partial<{
  [P in Exclude<keyof M<K>, Methods>]: M<K>[P] extends Collection<infer X> ? X[] : M<K>[P]
}>

/** server.create with traits before the attributes, as Mirage takes them (its typings omit traits). */
export type Create = <K extends ModelName>(
  type: K,
  ...rest: [...traits: string[], data: CreateData<K>] | string[]
) => M<K>

const isModel = (v: unknown): v is { id: string } =>
  typeof v === 'object' && v !== null && 'modelName' in v && 'attrs' in v

/**
 * Related models given to `create` become foreign keys (`project` → `projectId`, `members` →
 * `memberIds`): the same relation, but Mirage then does not re-read and re-save the parent's
 * whole collection for every new child, which makes a seeded fleet (and a bulk project) fast.
 */
function asForeignKeys(data: object): object {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (isModel(value)) return [`${key}Id`, value.id]
      if (Array.isArray(value) && value.length && value.every(isModel)) {
        return [`${key.replace(/s$/, '')}Ids`, value.map((m) => m.id)]
      }
      return [key, value]
    }),
  )
}

export function creator(server: Server): Create {
  const create = server.create.bind(server) as (...args: unknown[]) => unknown
  return ((...args: unknown[]) => {
    const last = args[args.length - 1]
    if (typeof last === 'object' && last !== null) args[args.length - 1] = asForeignKeys(last)
    return create(...args)
  }) as Create
}
