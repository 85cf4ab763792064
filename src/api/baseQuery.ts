import type { BaseQueryFn } from '@reduxjs/toolkit/query/react'
import { noteVersionRefusal, versionHeader } from './apiVersion'
import { processRequestBody, processResponseBody, toQueryString } from './casing'
import { toApiError, type ApiError } from './errors'
import { isGatewayAnswer, reachability } from './reachability'

/**
 * Issue 43 §3: how long a write waits for its answer. A create, an action or a delete answers in
 * seconds; past this the form says the answer did not come (and keeps what was typed) instead of
 * spinning for as long as the browser keeps the connection.
 */
export const WRITE_TIMEOUT_MS = 60_000

/** What a write that hit WRITE_TIMEOUT_MS says: the server may have done it all the same. */
export const WRITE_TIMED_OUT =
  'No answer came within a minute. The change may still have been made: check before you try again.'

export type ApiArgs = {
  path: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'
  /** camelCase keys; converted to snake_case, nulls skipped */
  query?: Record<string, unknown>
  /** camelCase keys; converted to snake_case */
  body?: unknown
  /**
   * How the body goes on the wire (the contract's request content type): JSON unless the
   * operation says form-urlencoded (the device flow) or an octet stream (sent as given).
   */
  contentType?:
    'application/json' | 'application/x-www-form-urlencoded' | 'application/octet-stream'
}

function encodeBody(args: ApiArgs): BodyInit | undefined {
  if (args.body === undefined) return undefined
  switch (args.contentType ?? 'application/json') {
    case 'application/x-www-form-urlencoded': {
      const fields = processRequestBody(args.body) as Record<string, unknown>
      const form = new URLSearchParams()
      for (const [key, value] of Object.entries(fields)) {
        if (value !== null && value !== undefined) form.set(key, String(value))
      }
      return form
    }
    case 'application/octet-stream':
      return args.body as BodyInit
    default:
      return JSON.stringify(processRequestBody(args.body))
  }
}

declare global {
  interface Window {
    /** answers index.html asked for before the scripts ran, by URL; each is taken once */
    earlyAnswers?: Record<string, Promise<Response> | undefined>
  }
}

/** The answer index.html already asked for (src/app/startupRequests.ts), the first time only. */
function earlyAnswer(url: string, method: string): Promise<Response> | undefined {
  if (method !== 'GET' || typeof window === 'undefined' || !window.earlyAnswers) return undefined
  const answer = window.earlyAnswers[url]
  delete window.earlyAnswers[url]
  return answer
}

// What a lost session does (spec §8: go to /login) is the app's business: it sets this at start-up.
let onUnauthorized: (() => void) | undefined
export const setUnauthorizedHandler = (handler: (() => void) | undefined) => {
  onUnauthorized = handler
}
/** For the few calls made outside RTK Query (an upload with progress): a lost session, as above. */
export const reportUnauthorized = () => onUnauthorized?.()

// The local login call answers 401 for wrong credentials: that is a form error, not a lost session.
const NO_401_REDIRECT = new Set(['loginLocal'])

function logError(url: string, e: ApiError) {
  if (process.env.NODE_ENV === 'test') return
  console.error(`API error ${e.statusCode} ${url}`, {
    requestId: e.requestId,
    errorCode: e.errorCode,
    message: e.message,
  })
}

/** A write whose answer did not come: it may have been done all the same (issue 43 §3). */
const MAY_HAVE_HAPPENED = 'The change may still have been made: check before you try again.'
const WRITE_UNANSWERED = `No answer came from the API. ${MAY_HAVE_HAPPENED}`

/** No answer from the API: the request failed on the way, a proxy answered, or time ran out. */
function unanswered(write: boolean, timedOut: boolean): ApiError {
  if (timedOut)
    return {
      type: 'client_error',
      statusCode: 0,
      message: WRITE_TIMED_OUT,
      errorCode: 'WriteTimedOut',
    }
  return {
    type: 'client_error',
    statusCode: 0,
    message: write ? WRITE_UNANSWERED : 'Could not reach the API',
  }
}

export const baseQuery: BaseQueryFn<ApiArgs, unknown, ApiError> = async (args, api) => {
  const url = args.path + toQueryString(args.query)
  const headers: Record<string, string> = { Accept: 'application/json', ...versionHeader }
  if (args.body !== undefined) headers['Content-Type'] = args.contentType ?? 'application/json'

  // A write gets a time limit of its own; a read is ended by whoever waits for it.
  const method = args.method ?? 'GET'
  const write = method !== 'GET' && method !== 'HEAD'
  const limit = write ? new AbortController() : undefined
  const stop = () => limit?.abort()
  if (limit) api.signal.addEventListener('abort', stop)
  let timedOut = false
  const timer = limit
    ? setTimeout(() => {
        timedOut = true
        limit.abort()
      }, WRITE_TIMEOUT_MS)
    : undefined
  const done = () => {
    clearTimeout(timer)
    api.signal.removeEventListener('abort', stop)
  }

  let response: Response
  try {
    response = await (earlyAnswer(url, method) ??
      fetch(url, {
        method,
        headers,
        body: encodeBody(args),
        signal: limit?.signal ?? api.signal,
        credentials: 'same-origin',
      }))
  } catch (e) {
    done()
    const cancelled = !timedOut && e instanceof Error && e.name === 'AbortError'
    if (cancelled) {
      return { error: { type: 'client_error', statusCode: 0, message: 'Request cancelled' } }
    }
    reachability.unreached()
    return { error: unanswered(write, timedOut) }
  }

  // Spec §7: an empty body counts as an empty object; an unparseable one is a client error.
  let body: unknown
  let readable = true
  try {
    const text = await response.text()
    body = text ? JSON.parse(text) : {}
  } catch {
    // A body that fails to arrive or to parse is a client error, never an empty success.
    readable = false
  }
  done()
  const gateway = isGatewayAnswer(response.status, readable ? body : undefined)
  if (gateway) reachability.unreached()
  else reachability.reached()
  if (timedOut) return { error: unanswered(write, true) }

  // A browser's fetch follows redirects, so only the mock's fetch ever sees a 3xx (the SAML
  // post-back answers 303): the call itself succeeded.
  const redirected = response.status >= 300 && response.status < 400
  if ((response.ok || redirected) && readable) return { data: processResponseBody(body) }

  const error = toApiError(
    api.endpoint,
    response.status,
    readable ? processResponseBody(body) : undefined,
  )
  // spec §8's words for what the proxy sent, and for a write, that it may have been done
  if (gateway && write) error.message = `${error.message}. ${MAY_HAVE_HAPPENED}`
  logError(url, error)
  if (readable) noteVersionRefusal(response.status, body)
  if (response.status === 401 && !NO_401_REDIRECT.has(api.endpoint)) onUnauthorized?.()
  return { error }
}
