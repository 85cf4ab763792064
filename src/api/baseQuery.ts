import type { BaseQueryFn } from '@reduxjs/toolkit/query/react'
import { noteVersionRefusal, versionHeader } from './apiVersion'
import { processRequestBody, processResponseBody, toQueryString } from './casing'
import { toApiError, type ApiError } from './errors'

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

export const baseQuery: BaseQueryFn<ApiArgs, unknown, ApiError> = async (args, api) => {
  const url = args.path + toQueryString(args.query)
  const headers: Record<string, string> = { Accept: 'application/json', ...versionHeader }
  if (args.body !== undefined) headers['Content-Type'] = args.contentType ?? 'application/json'

  let response: Response
  try {
    response = await (earlyAnswer(url, args.method ?? 'GET') ??
      fetch(url, {
        method: args.method ?? 'GET',
        headers,
        body: encodeBody(args),
        signal: api.signal,
        credentials: 'same-origin',
      }))
  } catch (e) {
    const error: ApiError = {
      type: 'client_error',
      statusCode: 0,
      message:
        e instanceof Error && e.name === 'AbortError'
          ? 'Request cancelled'
          : 'Could not reach the API',
    }
    return { error }
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

  // A browser's fetch follows redirects, so only the mock's fetch ever sees a 3xx (the SAML
  // post-back answers 303): the call itself succeeded.
  const redirected = response.status >= 300 && response.status < 400
  if ((response.ok || redirected) && readable) return { data: processResponseBody(body) }

  const error = toApiError(
    api.endpoint,
    response.status,
    readable ? processResponseBody(body) : undefined,
  )
  logError(url, error)
  if (readable) noteVersionRefusal(response.status, body)
  if (response.status === 401 && !NO_401_REDIRECT.has(api.endpoint)) onUnauthorized?.()
  return { error }
}
