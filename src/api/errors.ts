// The error catalogue of spec §8: one function from an API response to the message a user sees.

export type ErrorBody = { errorCode?: string | null; message?: string; requestId?: string }

export type ApiError = {
  /** 'error': non-2xx with a readable body; 'client_error': the body could not be read (spec §7) */
  type: 'error' | 'client_error'
  statusCode: number
  /** what the UI shows, from the catalogue */
  message: string
  errorCode?: string
  requestId?: string
}

/**
 * What a route throws for a resource the API has no view of and its list does not hold: the
 * route's error page shows 'Page not found', as for the API's own 404.
 */
export const notFoundError = (): ApiError => ({
  type: 'error',
  statusCode: 404,
  message: 'Not found',
})

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)

const JSON_PARSE_RE = /^unable to parse JSON body: (.+?)(?: at line \d+ column \d+)?$/s

/** 'projectCreate' → 'project'; 'vpcSubnetCreate' → 'subnet': the word before 'Create'. */
function thingFromOperation(operationId: string): string | undefined {
  const words = operationId
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/)
  const i = words.indexOf('create')
  return i > 0 ? words[i - 1] : undefined
}

/** Words of a kind that are acronyms: 'ip-pool' is an 'IP pool', never an 'Ip pool'. */
const ACRONYMS = new Set(['ip', 'ssh', 'vpc', 'bgp', 'lldp', 'saml', 'idp', 'cpu'])

/** 'ssh-key' → 'SSH key', 'vpc-subnet' → 'VPC subnet', 'project' → 'Project'. */
const thingLabel = (kind: string) =>
  capitalize(
    kind
      .split(/[-_]/)
      .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w))
      .join(' '),
  )

/**
 * Kinds the API tells apart by something other than a name (a loopback address is its address on
 * one switch): a clash names what clashes, never a 'name'.
 */
const NAMELESS_KINDS: Partial<Record<string, string>> = { 'loopback-address': 'Loopback address' }

export function errorMessage(operationId: string, statusCode: number, body: ErrorBody): string {
  const code = body.errorCode ?? undefined
  const message = body.message ?? ''
  if (code === 'Forbidden' || statusCode === 403) return 'Action not authorized'
  if (code === 'ObjectNotFound') return capitalize(message) || 'Unknown server error'
  if (code === 'ObjectAlreadyExists') {
    // Kinds in messages can be hyphenated ('already exists: ssh-key "x"').
    const found = /already exists: ([\w-]+)(?: "(.*)")?/.exec(message)
    const nameless = found && NAMELESS_KINDS[found[1]!]
    if (nameless)
      return found[2] ? `${nameless} ${found[2]} already exists` : `${nameless} already exists`
    const thing = found?.[1] ?? thingFromOperation(operationId)
    return thing ? `${thingLabel(thing)} name already exists` : capitalize(message)
  }
  const parse = JSON_PARSE_RE.exec(message)
  if (parse) return capitalize(parse[1]!)
  return capitalize(message) || 'Unknown server error'
}

export const unreadableResponseMessage = (statusCode: number) =>
  `Error reading API response (status ${statusCode})`

export function toApiError(operationId: string, statusCode: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) {
    return { type: 'client_error', statusCode, message: unreadableResponseMessage(statusCode) }
  }
  const b = body as ErrorBody
  return {
    type: 'error',
    statusCode,
    message: errorMessage(operationId, statusCode, b),
    errorCode: b.errorCode ?? undefined,
    requestId: b.requestId,
  }
}

export const isApiError = (e: unknown): e is ApiError =>
  typeof e === 'object' && e !== null && 'statusCode' in e && 'message' in e && 'type' in e

/** For code holding an unknown error (a rejected unwrap()): the catalogue message when there is one. */
export const messageOf = (e: unknown): string =>
  isApiError(e) ? e.message : e instanceof Error ? e.message : 'Unknown server error'
