import { API_VERSION } from './generated/version'

// The API is versioned by a request header. A server answers a request without it in its newest
// version, whose shapes this console may not read, and refuses a version newer than it serves.
// So every request names the version the console was generated from, and a refusal is told to
// the app once (it shows one plain page instead of screens that cannot work).

export const API_VERSION_HEADER = 'api-version'

/** The header to add to every request to the API, however it is sent. */
export const versionHeader: Readonly<Record<string, string>> = {
  [API_VERSION_HEADER]: API_VERSION,
}

const REFUSAL = /^server does not support this API version\b/

/** The server's own words when it refuses this console's API version, else undefined. */
export function versionRefusal(status: number, body: unknown): string | undefined {
  if (status !== 400 || typeof body !== 'object' || body === null) return undefined
  const { message } = body as { message?: unknown }
  return typeof message === 'string' && REFUSAL.test(message) ? message : undefined
}

let onRefused: ((serverMessage: string) => void) | undefined
/** What the app does when the server refuses the version; it sets this at start-up. */
export const setVersionRefusedHandler = (
  handler: ((serverMessage: string) => void) | undefined,
) => {
  onRefused = handler
}

/** Every failed answer passes through here, whichever way its request was sent. */
export function noteVersionRefusal(status: number, body: unknown) {
  const refusal = versionRefusal(status, body)
  if (refusal !== undefined) onRefused?.(refusal)
}
