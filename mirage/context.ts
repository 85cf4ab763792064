import type { Server } from 'miragejs'
import type { AppSchema, AppServer, Create } from './orm/models'

// Mutable state of one mock server besides its models: who is signed in, how often requests fail,
// how long they take, and whether a scenario is being built (fixed ids and times) or the console
// is using it (random ids, the clock's time). Route modules get it by closure; the helpers in
// server.ts reach it through the server.

export type MockContext = {
  server: AppServer
  schema: AppSchema
  /** server.create, typed, with traits */
  create: Create
  /** the signed-in user (the browser session cookie of the real API), or null when signed out */
  session: { userId: string | null }
  /** probability 0..1 that a handled /v1 request fails (off by default) */
  failureRate: number
  /** answers carry enum values the contract does not list, as a newer rack's would */
  unknownValues: boolean
  /** milliseconds to wait before answering one request */
  delay: () => number
  /** while a scenario is built: seed ids (util/ids seedId) and the seed's time instead of now */
  seeding: boolean
  /** the training scenario the fleet was built from */
  scenario: string
  /** the newest API version this rack serves: a request naming a newer one is refused */
  rackVersion: string
}

const contexts = new WeakMap<Server, MockContext>()

export function attachContext(server: Server, ctx: MockContext): void {
  contexts.set(server, ctx)
}

export function contextOf(server: Server): MockContext {
  const ctx = contexts.get(server)
  if (!ctx) throw new Error('[mock] not a server made by makeServer')
  return ctx
}

/** The seed's fixed "now": every scenario's times are hours before it. */
export const SEED_BASE = Date.UTC(2025, 4, 12, 9, 30)

export const seedAt = (hours: number) => new Date(SEED_BASE - hours * 3_600_000).toISOString()

/** Created and last modified at `time` (a time, or a factory's function of one). */
export const stamped = <T>(time: T) => ({ timeCreated: time, timeModified: time })

/** Now, or the seed's time while a scenario is built. */
export const nowOf = (ctx: Pick<MockContext, 'seeding'>) =>
  ctx.seeding ? new Date(SEED_BASE).toISOString() : new Date().toISOString()
