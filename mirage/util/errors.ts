import { Response } from 'miragejs'
import { isUuid, newId } from './ids'

// Error bodies of the contract's Error schema, with the messages the real API uses, so the
// console's error catalogue (spec §8) sees what it will see in production.

export type ErrorBody = { error_code: string; message: string; request_id: string }

/** Thrown by lookups and validators; the route wrapper turns it into a response. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export const errorBody = (code: string, message: string): ErrorBody => ({
  error_code: code,
  message,
  request_id: newId(),
})

export const errorResponse = (status: number, code: string, message: string): Response =>
  new Response(status, {}, errorBody(code, message))

export const unauthorized = () =>
  new MockHttpError(401, 'Unauthorized', 'credentials missing or invalid')

/** What the API says when something on its side went wrong. */
export const internalError = () => new MockHttpError(500, 'InternalError', 'Internal Server Error')

export const forbidden = () => new MockHttpError(403, 'Forbidden', 'Forbidden')

/** 'not found: project with name "x"' or '... with id "…"', depending on what was asked for. */
export const notFound = (kind: string, nameOrId: string) =>
  new MockHttpError(
    404,
    'ObjectNotFound',
    `not found: ${kind} with ${isUuid(nameOrId) ? 'id' : 'name'} "${nameOrId}"`,
  )

export const alreadyExists = (kind: string, name: string) =>
  new MockHttpError(400, 'ObjectAlreadyExists', `already exists: ${kind} "${name}"`)

/** A body the API could not deserialize: the real server prefixes the reason like this. */
export const invalidBody = (reason: string) =>
  new MockHttpError(400, 'InvalidValue', `unable to parse JSON body: ${reason}`)

export const invalidQuery = (reason: string) =>
  new MockHttpError(400, 'InvalidValue', `unable to parse query string: ${reason}`)

export const invalidRequest = (message: string) => new MockHttpError(400, 'InvalidRequest', message)

/** A 404 the API words itself: `not found: ${what}` ('file "x" in support bundle'). */
export const notFoundAs = (what: string) =>
  new MockHttpError(404, 'ObjectNotFound', `not found: ${what}`)

/** A path parameter the API could not parse ('bad parameter in URL path: metric: …'). */
export const badPathParam = (name: string, reason: string) =>
  new MockHttpError(400, 'InvalidValue', `bad parameter in URL path: ${name}: ${reason}`)

/** A value that parsed but that the API does not accept ('unsupported value for "size": …'). */
export const invalidValue = (field: string, reason: string) =>
  new MockHttpError(400, 'InvalidValue', `unsupported value for "${field}": ${reason}`)

/** What the rack has no room for (a quota, a pool's addresses): 507. */
export const insufficientCapacity = (message: string) =>
  new MockHttpError(507, 'InsufficientCapacity', message)

/** A switch slot named in a body or query (a Name by the contract): switch0 or switch1. */
export function switchLocation(value: string, at: string) {
  if (value === 'switch0' || value === 'switch1') return value
  throw invalidRequest(`${at}: invalid switch location "${value}": must be switch0 or switch1`)
}
