import type { ApiArgs } from '../baseQuery'
import { snakeToCamel } from '../casing'
import type { Operation } from '../generated/operations'

/**
 * Every endpoint's argument mirrors its operation: camelCase path and query params, and a body.
 * Where every param is optional the whole argument may be left out too.
 */
export type OperationArgs = {
  path?: object
  query?: object
  body?: unknown
}

/**
 * The baseQuery args for a contract operation. Method and path come from the generated table, so
 * a hand-written endpoint cannot drift from the contract; path params are filled in by their
 * camelCase names.
 */
export function toApiArgs(op: Operation, arg?: OperationArgs | void): ApiArgs {
  const id = op.id
  // generated param interfaces have no index signature, hence object and this cast
  const params = (arg?.path ?? {}) as Record<string, string | undefined>
  const path = op.path.replace(/\{(\w+)\}/g, (_, snake: string) => {
    const value = params[snakeToCamel(snake)]
    if (value === undefined) throw new Error(`${id}: path parameter ${snakeToCamel(snake)} missing`)
    return encodeURIComponent(value)
  })
  const out: ApiArgs = { path, method: op.method }
  if (arg?.query) out.query = arg.query as Record<string, unknown>
  if (arg?.body !== undefined) {
    out.body = arg.body
    if (op.bodyContentType && op.bodyContentType !== 'application/json') {
      out.contentType = op.bodyContentType
    }
  }
  return out
}
