import { snakeToCamel } from '../casing'
import {
  isObject,
  SCHEMA_REF_PREFIX,
  type Contract,
  type Operation,
  type Parameter,
  type Schema,
} from './openapi'

const METHODS = ['get', 'post', 'put', 'delete', 'head', 'patch'] as const

export type OperationInfo = {
  /** camelCase operationId: the endpoint name */
  id: string
  method: Uppercase<(typeof METHODS)[number]>
  /** as in the contract, with snake_case {params} */
  path: string
  tag: string
  /** in the order they appear in the path */
  pathParams: Parameter[]
  queryParams: Parameter[]
  /** a TypeScript type over the generated names, e.g. 'InstanceCreate' */
  body: string | null
  bodyContentType: string | null
  /** false only where the contract marks the request body optional */
  bodyRequired: boolean
  response: string | null
  /** null when the contract only gives a `default` response */
  successStatus: number | null
}

export const pascal = (camel: string) => camel.charAt(0).toUpperCase() + camel.slice(1)

const schemaName = (ref: string) => {
  if (!ref.startsWith(SCHEMA_REF_PREFIX)) throw new Error(`Unsupported $ref: ${ref}`)
  return ref.slice(SCHEMA_REF_PREFIX.length)
}

/** Only refs and arrays of refs name a generated type; anything else is left open. */
function typeOf(schema: Schema | undefined): string {
  if (typeof schema?.$ref === 'string') return schemaName(schema.$ref)
  if (schema?.type === 'array' && isObject(schema.items) && typeof schema.items.$ref === 'string') {
    return `${schemaName(schema.items.$ref)}[]`
  }
  return 'unknown'
}

function bodyOf(op: Operation): Pick<OperationInfo, 'body' | 'bodyContentType' | 'bodyRequired'> {
  const entries = Object.entries(op.requestBody?.content ?? {})
  if (entries.length > 1) throw new Error(`${op.operationId}: more than one request content type`)
  const [entry] = entries
  if (!entry) return { body: null, bodyContentType: null, bodyRequired: false }
  return {
    body: typeOf(entry[1].schema),
    bodyContentType: entry[0],
    bodyRequired: op.requestBody?.required !== false,
  }
}

function responseOf(op: Operation): Pick<OperationInfo, 'response' | 'successStatus'> {
  const success = Object.keys(op.responses).filter((s) => /^[123]\d\d$/.test(s) || s === 'default')
  const [status] = success
  if (success.length !== 1 || status === undefined) {
    throw new Error(`${op.operationId}: expected one success response, got ${success.join(', ')}`)
  }
  const content = Object.values(op.responses[status]?.content ?? {})
  if (content.length > 1) throw new Error(`${op.operationId}: more than one response content type`)
  const [media] = content
  return {
    response: media ? typeOf(media.schema) : null,
    successStatus: status === 'default' ? null : Number(status),
  }
}

function pathParamsOf(path: string, op: Operation): Parameter[] {
  const byName = new Map(
    (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p]),
  )
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)
  if (names.length !== byName.size) throw new Error(`${op.operationId}: path params do not match`)
  return names.map((name) => {
    const param = byName.get(name)
    if (!param) throw new Error(`${op.operationId}: no parameter for {${name}}`)
    return param
  })
}

const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Every operation of the contract, sorted by camelCase operationId. Header params are not read. */
export function listOperations(contract: Contract): OperationInfo[] {
  const ops: OperationInfo[] = []
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      const [tag] = op.tags ?? []
      if (!tag) throw new Error(`${op.operationId}: no tag`)
      ops.push({
        id: snakeToCamel(op.operationId),
        method: method.toUpperCase() as OperationInfo['method'],
        path,
        tag,
        pathParams: pathParamsOf(path, op),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
        ...bodyOf(op),
        ...responseOf(op),
      })
    }
  }
  const ids = new Set(ops.map((o) => o.id))
  if (ids.size !== ops.length) throw new Error('Two operations share a camelCase operationId')
  return ops.sort((a, b) => compareCodeUnits(a.id, b.id))
}
