import type { Server } from 'miragejs'
import type { MockDb } from './db'

// Mutable state of one mock server that is not a record: who is signed in, how often requests
// fail, how long they take. Route modules get it by closure; the exported helpers in server.ts
// reach it through the server.

export type MockContext = {
  db: MockDb
  /** the signed-in user (the browser session cookie of the real API), or null when signed out */
  session: { userId: string | null }
  /** probability 0..1 that a handled /v1 request fails (off by default) */
  failureRate: number
  /** milliseconds to wait before answering one request */
  delay: () => number
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
