import { Serializer } from 'miragejs'
import { resolve, SCHEMAS } from '../api/contract'
import type { ModelName } from './models'

// The one application serializer: a model goes out as exactly the fields of its contract schema,
// snake_case, foreign keys as the contract names them (`projectId` → `project_id`), no root key;
// what the mock keeps for itself (a password, a sled, a move under way) is not in the schema, so
// it never leaves. Handlers return models and this writes the wire format.

/** Models whose schema is not named after them. */
const SCHEMA_OF: Partial<Record<ModelName, string>> = {
  user: 'User',
  samlProvider: 'SamlIdentityProvider',
  accessToken: 'DeviceAccessToken',
  siloQuotaSet: 'SiloQuotas',
  supportBundle: 'SupportBundleInfo',
  switchPortSetting: 'SwitchPortSettings',
  bfdSession: 'BfdStatus',
  updateTrustRoot: 'UpdatesTrustRoot',
  networkInterface: 'InstanceNetworkInterface',
  externalIp: 'ExternalIp',
  policy: 'SiloRolePolicy',
}

export const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

const fieldCache = new Map<string, string[]>()
/** The wire fields of a schema (of every variant, for a union). */
function fieldsOf(name: string): string[] {
  let fields = fieldCache.get(name)
  if (!fields) {
    const schema = resolve(SCHEMAS[name] ?? {})
    const variants = schema.oneOf?.map(resolve) ?? [schema]
    fields = [...new Set(variants.flatMap((v) => Object.keys(v.properties ?? {})))]
    fieldCache.set(name, fields)
  }
  return fields
}

type Modelish = { modelName: string; attrs: object }

/** Fields a model keeps in another shape than the wire's. */
const VIEWS: Partial<Record<ModelName, (attrs: Record<string, unknown>) => object>> = {
  // the contract's `{ state, instance }`: the instance is a relation while attached or moving
  disk: ({ state, instanceId }) => ({
    state:
      instanceId && /^(attach|detach)/.test(String(state))
        ? { state, instance: instanceId }
        : { state },
  }),
}

export function toWire(model: Modelish): Record<string, unknown> {
  // Mirage names a model's type dasherized ('ssh-key')
  const name = model.modelName.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as ModelName
  const attrs = model.attrs as Record<string, unknown>
  const schema = SCHEMA_OF[name] ?? name[0]!.toUpperCase() + name.slice(1)
  return asSchema(schema, { ...attrs, ...VIEWS[name]?.(attrs) })
}

/**
 * Attributes as models keep them (camelCase keys) written as the named contract schema: a view
 * that is not one model (a pool with its silo link's is_default, a sled's instance) in one call.
 */
export function asSchema(schema: string, attrs: object): Record<string, unknown> {
  const from = attrs as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const field of fieldsOf(schema)) {
    const value = field in from ? from[field] : from[camel(field)]
    if (value !== undefined) out[field] = value
  }
  return out
}

/** A schema's optional fields, each null: what the API records for those a body leaves out. */
export function optionalNulls(schema: string): Record<string, null> {
  const { required = [] } = resolve(SCHEMAS[schema] ?? {})
  const optional = fieldsOf(schema).filter((f) => !required.includes(f))
  return Object.fromEntries(optional.map((f) => [f, null]))
}

export const ApplicationSerializer = Serializer.extend({
  serialize(resource: Modelish | { models: Modelish[] }) {
    return 'models' in resource ? resource.models.map(toWire) : toWire(resource)
  },
})
