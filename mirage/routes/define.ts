import type { Request, Response, Server } from 'miragejs'
import { authenticate } from '../auth'
import type { MockContext } from '../context'
import type { UserRecord } from '../models'
import { errorResponse, MockHttpError, toResponse } from '../util/errors'

// Every mock route goes through here, so each one gets the same behaviour: the session check,
// thrown MockHttpErrors turned into Error bodies, injected failures and the response delay.

type AuthedHandler = (request: Request, me: UserRecord) => Response
type OpenHandler = (request: Request) => Response
type Registrar<H> = (path: string, handler: H) => void

export type MockApi = {
  get: Registrar<AuthedHandler>
  post: Registrar<AuthedHandler>
  put: Registrar<AuthedHandler>
  del: Registrar<AuthedHandler>
  head: Registrar<AuthedHandler>
  /** routes that need no signed-in user (login, logout, ping, device codes) */
  open: { get: Registrar<OpenHandler>; post: Registrar<OpenHandler> }
}

/** Spec §7: injected failures use these statuses, each with the body the real API would send. */
export const INJECTED_FAILURES = [
  [401, 'Unauthorized', 'credentials missing or invalid'],
  [403, 'Forbidden', 'Forbidden'],
  [404, 'ObjectNotFound', 'not found: the mock failed this request on purpose'],
  [500, 'InternalError', 'Internal Server Error'],
] as const

function injectedFailure(method: string, request: Request): Response {
  const pick = INJECTED_FAILURES[Math.floor(Math.random() * INJECTED_FAILURES.length)]
  const [status, code, message] = pick ?? INJECTED_FAILURES[3]
  console.info('[mock] injected failure', status, method, request.url)
  return errorResponse(status, code, message)
}

function run(handler: () => Response): Response {
  try {
    return handler()
  } catch (e) {
    if (e instanceof MockHttpError) return toResponse(e)
    // A bug in the mock itself: answer like a real server would, but keep it visible.
    console.error('[mock] handler failed', e)
    return errorResponse(500, 'InternalError', 'Internal Server Error')
  }
}

const later = (ms: number, response: Response): Response | Promise<Response> =>
  ms > 0 ? new Promise((resolve) => setTimeout(() => resolve(response), ms)) : response

export function createApi(server: Server, ctx: MockContext): MockApi {
  const register =
    (verb: 'get' | 'post' | 'put' | 'del' | 'head', needsUser: boolean) =>
    (path: string, handler: AuthedHandler | OpenHandler) => {
      // Failure injection covers the API proper (/v1); the device and SAML endpoints stay up.
      const injectable = path.startsWith('/v1/')
      server[verb](path, (_schema, request) => {
        const fail = injectable && ctx.failureRate > 0 && Math.random() < ctx.failureRate
        const response = fail
          ? injectedFailure(verb === 'del' ? 'DELETE' : verb.toUpperCase(), request)
          : run(() =>
              needsUser
                ? (handler as AuthedHandler)(request, authenticate(ctx, request))
                : (handler as OpenHandler)(request),
            )
        return later(ctx.delay(), response)
      })
    }
  return {
    get: register('get', true),
    post: register('post', true),
    put: register('put', true),
    del: register('del', true),
    head: register('head', true),
    open: { get: register('get', false), post: register('post', false) },
  }
}
