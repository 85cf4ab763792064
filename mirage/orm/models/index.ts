import type { Collection, Instantiate, Registry, Server } from 'miragejs'
import type Schema from 'miragejs/orm/schema'
import { auditModels } from './audit'
import { alertModels } from './alerts'
import { computeModels } from './compute'
import { fleetModels } from './fleet'
import { multicastModels } from './multicast'
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
  ...multicastModels,
  ...alertModels,
  ...auditModels,
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

export const creator = (server: Server): Create => server.create.bind(server) as Create
