// Ids for mock records. Runtime records get random UUIDs like the real API; seeds use fixed ids
// (see seedId) so demo links and e2e runs see the same ids on every page load.

// relative: the e2e suite loads this module (via test/mirage/testing.ts) without the app's aliases
import { randomHex } from '../../src/util/names'

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (s: string): boolean => UUID_RE.test(s)

export function newId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID()
  const h = randomHex(32)
  // version 4, RFC 4122 variant, so the result validates as a uuid
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * A fixed, valid v4-shaped uuid for seed record `n` of a kind (kind < 0x10000). Ids of one kind
 * sort in seed order, which keeps id-sorted lists (users, groups) stable.
 */
export const seedId = (kind: number, n: number): string =>
  `${(0x5eed0000 + kind).toString(16)}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
