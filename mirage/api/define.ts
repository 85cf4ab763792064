import { Response, type Request } from 'miragejs'
import { operations, type OperationId } from '~/api/generated/operations'
import type { MockContext } from '../context'
import { callerOf, recordAudit } from '../orm/auditLog'
import { authenticate, requireFleet } from '../orm/auth'
import type { M } from '../orm/models'
import type { Attrs, Wire } from '../orm/models/attrs'
import { camel } from '../orm/serializer'
import {
  badPathParam,
  errorBody,
  errorResponse,
  internalError,
  invalidBody,
  invalidQuery,
  MockHttpError,
} from '../util/errors'
import { isUuid } from '../util/ids'
import { bodyProblem, queryChecker } from './contract'
import { answerWithUnknownValues } from './unknownValues'

// Every mock route is one operation of the contract, registered by its id, so each gets the same
// behaviour: injected failures, the session check, the request body checked against the
// contract's shape (and its query) before anything else, the fleet role a /v1/system operation needs,
// transitions due by now settled, thrown MockHttpErrors turned into Error bodies, the
// operation's success status, and the response delay.

/** One request as a handler sees it. */
export type Call = {
  request: Request
  /** the operation's method: GET, POST, … */
  method: string
  /** the caller (for open routes: a placeholder that must not be used) */
  me: M<'user'>
  params: Record<string, string | undefined>
  query: (key: string) => string | undefined
  /** the JSON body, already valid against the operation's schema; {} when there is none */
  json: <T = Record<string, unknown>>() => Wire<T>
  /** the same with its top-level keys camelCase, as models keep them (nested values as sent) */
  attrs: <T = Record<string, unknown>>() => Attrs<T>
}

/** A model or collection (written by the serializer), a plain wire object, or a full Response. */
type Result = Response | object | void
type Handler = (c: Call) => Result

export type MockApi = {
  on: (op: OperationId, handler: Handler) => void
  /** operations that need no signed-in user (login, logout, ping, device codes) */
  open: (op: OperationId, handler: Handler) => void
}

/** Spec §7: injected failures use these statuses, each with the body the real API would send. */
export const INJECTED_FAILURES = [
  [401, 'Unauthorized', 'credentials missing or invalid'],
  [403, 'Forbidden', 'Forbidden'],
  [404, 'ObjectNotFound', 'not found: the mock failed this request on purpose'],
  [500, 'InternalError', 'Internal Server Error'],
] as const

function injectedFailure(method: string, request: Request): Response {
  const [status, code, message] =
    INJECTED_FAILURES[Math.floor(Math.random() * INJECTED_FAILURES.length)] ?? INJECTED_FAILURES[3]
  console.info('[mock] injected failure', status, method, request.url)
  return errorResponse(status, code, message)
}

export function queryParam(request: Request, key: string): string | undefined {
  const value = request.queryParams[key]
  const first = Array.isArray(value) ? value[0] : value
  return first === null || first === undefined || first === '' ? undefined : first
}

/** A query parameter the operation cannot do without, though the contract leaves it optional. */
export function requiredQuery(c: Call, key: string): string {
  const value = c.query(key)
  if (value === undefined) throw invalidQuery(`missing field \`${key}\``)
  return value
}

const camelKeys = (body: object) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [camel(k), v]))

/** Path parameters the contract types as a UUID ({group_id}, {sled_id}, …): 400 otherwise. */
function checkIdParams(params: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('_id') && !isUuid(value ?? '')) throw badPathParam(name, 'expected a UUID')
  }
}

function parseBody(request: Request, form: boolean): unknown {
  const text = request.requestBody
  if (form) return Object.fromEntries(new URLSearchParams(text ?? ''))
  if (!text) return {}
  try {
    return JSON.parse(text) as unknown
  } catch (e) {
    throw invalidBody(e instanceof Error ? e.message : 'invalid JSON')
  }
}

/** System operations that only read, though they POST (a query in a body). */
const POSTED_READS: OperationId[] = ['systemTimeseriesQuery']

const versionParts = (v: string) => v.split('.').map(Number)

/** Whether `a` is a newer API version than `b` (versions compare part by part, as numbers). */
function newer(a: string, b: string): boolean {
  const [x, y] = [versionParts(a), versionParts(b)]
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0)
    if (d !== 0) return d > 0
  }
  return false
}

/**
 * The API's versioning: a request names the version it was written for in a header; one without
 * it is served the newest, and one newer than the rack serves is refused, whatever it asks.
 */
function refusedVersion(ctx: MockContext, request: Request): Response | null {
  const header = Object.entries(request.requestHeaders ?? {}).find(
    ([name]) => name.toLowerCase() === 'api-version',
  )?.[1]
  if (header === undefined || !newer(header, ctx.rackVersion)) return null
  // dropshot's own bad request, which carries no error code
  const { request_id } = errorBody('', '')
  const message = `server does not support this API version: ${header}`
  return new Response(400, {}, { request_id, message })
}

/** The answer after `ms`; none at all once the server is shut down (a console restarted in place). */
const later = (ctx: MockContext, ms: number, response: Response): Response | Promise<Response> =>
  ms > 0
    ? new Promise((resolve) =>
        setTimeout(() => {
          if ((ctx.server.pretender as { running?: boolean }).running) resolve(response)
        }, ms),
      )
    : response

type Registry = { serialize: (data: unknown, request: Request) => unknown }

/** A success's body as it goes out, its enum values replaced (the mock-unknown-values switch). */
function withUnknownValues(
  ctx: MockContext,
  response: Response,
  request: Request,
  schema: string | null,
): Response {
  const [code, headers, data] = response.toRackResponse()
  if (!schema || code >= 300 || typeof data !== 'object') return response
  // a model or collection is written by the serializer only after the handler: write it now
  // eslint-disable-next-line no-restricted-syntax -- Mirage's typings lack the server's serializer registry
  const registry = (ctx.server as unknown as { serializerOrRegistry: Registry })
    .serializerOrRegistry
  const wire = registry.serialize(data, request)
  return new Response(code, headers, answerWithUnknownValues(wire, schema) as object)
}

/** `settle` moves what is due by now (sim/settle.ts): the rack's behaviour sits above this kit. */
export function createApi(ctx: MockContext, settle: (ctx: MockContext) => void): MockApi {
  const register = (id: OperationId, handler: Handler, needsUser: boolean) => {
    const op = operations[id]
    // a support bundle's file may sit in a folder of the bundle
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'file' ? '*file' : `:${name}`,
    )
    const verb = op.method === 'DELETE' ? 'del' : (op.method.toLowerCase() as 'get')
    // a body the contract names is checked; one it leaves open (a TUF root role) is only parsed
    const schema = op.body !== null && op.body !== 'unknown' ? op.body : null
    const queryProblem = queryChecker(op.path, op.method)
    const form = op.bodyContentType === 'application/x-www-form-urlencoded'
    const parsed = form || op.bodyContentType === 'application/json'
    // Failure injection covers the API proper (/v1); the device and SAML endpoints stay up.
    const injectable = op.path.startsWith('/v1/')
    // /v1/system: a fleet viewer may read, a fleet admin may change (403 otherwise)
    const reads = op.method === 'GET' || POSTED_READS.includes(id)
    const fleetRole = op.path.includes('/v1/system/') ? (reads ? 'viewer' : 'admin') : null
    // every request that may change something is logged as it completes, as Nexus logs them
    // (a query posted for its answer changes nothing)
    const audited = injectable && !reads && op.method !== 'HEAD' && !/[tT]imeseriesQuery$/.test(id)

    const run = (request: Request): Response => {
      // eslint-disable-next-line no-restricted-syntax -- a handler that needs no user never reads me
      const me = needsUser ? authenticate(ctx, request) : (undefined as unknown as M<'user'>)
      checkIdParams(request.params)
      const badQuery = queryProblem((key) => queryParam(request, key))
      if (badQuery) throw invalidQuery(badQuery)
      const body = parsed ? parseBody(request, form) : {}
      const problem = schema && bodyProblem(body, schema)
      if (problem) throw invalidBody(problem)
      if (fleetRole) requireFleet(ctx, me, fleetRole)
      settle(ctx)
      const result = handler({
        request,
        method: op.method,
        me,
        params: request.params,
        query: (key) => queryParam(request, key),
        json: <T>() => body as Wire<T>,
        attrs: <T>() => camelKeys(body as object) as Attrs<T>,
      })
      const status = op.successStatus ?? 200
      const response =
        result instanceof Response
          ? result
          : status === 204
            ? new Response(204, {}, '')
            : new Response(status, {}, result ?? {})
      return ctx.unknownValues ? withUnknownValues(ctx, response, request, op.response) : response
    }

    ctx.server[verb](path, (_schema, request) => {
      const caller = audited ? callerOf(ctx, request) : null
      const started = new Date().toISOString()
      let response: Response
      const refusal = refusedVersion(ctx, request)
      if (refusal) response = refusal
      else if (injectable && ctx.failureRate > 0 && Math.random() < ctx.failureRate) {
        response = injectedFailure(op.method, request)
      } else {
        try {
          response = run(request)
        } catch (e) {
          if (!(e instanceof MockHttpError)) console.error('[mock] handler failed', e)
          const { status, code, message } = e instanceof MockHttpError ? e : internalError()
          response = errorResponse(status, code, message)
        }
      }
      if (caller) recordAudit(ctx, id, request, caller, started, response)
      return later(ctx, ctx.delay(), response)
    })
  }
  return {
    on: (op, handler) => register(op, handler, true),
    open: (op, handler) => register(op, handler, false),
  }
}
