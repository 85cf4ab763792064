import { isApiError } from './errors'

// Issue 43 §2: whether the API answers at all. The baseQuery notes every answer; the layout's
// banner and the polls read it. Kept outside Redux: it changes with answers of every endpoint and
// no cache entry owns it.

/** The first retry after an answer fails to come, doubled each time it fails again… */
const RETRY_FIRST_MS = 2000
/** …up to this: an outage of an hour costs a request a minute per poll, not one a second. */
const RETRY_MAX_MS = 60_000

/** A proxy's answers for a host it cannot reach (bad gateway, unavailable, gateway timeout). */
const GATEWAY_STATUSES = new Set([502, 503, 504])

/** Answers in a row that did not come from the API (0: the last one did). */
let failures = 0
const listeners = new Set<() => void>()

const set = (next: number) => {
  if (next === failures) return
  failures = next
  listeners.forEach((listener) => listener())
}

export const reachability = {
  /** Answers in a row that did not come from the API; 0 while it answers. */
  failures: () => failures,
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** The API answered (whatever it said). */
  reached: () => set(0),
  /** No answer came: the request failed on the way, or a proxy answered for the API. */
  unreached: () => set(failures + 1),
}

/** How long to wait before asking again after `failures` answers in a row did not come. */
export const retryDelay = (count: number) =>
  count <= 0 ? 0 : Math.min(RETRY_FIRST_MS * 2 ** (count - 1), RETRY_MAX_MS)

/**
 * A 502, 503 or 504 whose body is not the API's own error (which carries a request id): the proxy
 * in front of the API answered because the API did not. Nexus's own 503 (a service it depends on
 * is down) is an answer.
 */
export const isGatewayAnswer = (status: number, body: unknown) =>
  GATEWAY_STATUSES.has(status) &&
  !(typeof body === 'object' && body !== null && 'request_id' in body)

/**
 * A write whose outcome the console cannot know: no answer came (a network failure, the time
 * limit, a proxy's answer), so the server may have done it. Lists that could show it are fetched
 * again (tags.ts) and the form says to check before sending it again.
 */
export const outcomeUnknown = (error: unknown) =>
  isApiError(error) &&
  (error.statusCode === 0 || (GATEWAY_STATUSES.has(error.statusCode) && !error.requestId))
