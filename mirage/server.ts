/**
 * The mock API: Mirage answers the console's API calls in the browser, for `npm start` without
 * API_URL, the demo build and the tests. Only /v1/, /login/, /device/ and /experimental/ are
 * answered; every other request (the app's assets, webpack's hot updates, other origins) goes to
 * the network. A request under those paths with no mock route logs
 * `[mock] unhandled request <METHOD> <path>` and answers 404 with an Error body.
 *
 * Switches, read once when the page loads (readMockOptionsFromBrowser); the query string wins
 * over localStorage:
 *
 * - Failure injection, off by default:
 *     localStorage.setItem('mock-failure-rate', '0.2')   or   ?mock-failure-rate=0.2
 *   Each handled /v1 request then fails with that probability (a number from 0 to 1), with status
 *   401, 403, 404 or 500 and an API Error body. Remove the key, or set 0, to switch it off. Tests
 *   and code holding the server can change it at any time with setFailureRate(server, rate).
 * - Start signed out instead of signed in as the fleet viewer (used by the e2e tests):
 *     localStorage.setItem('mock-session', 'signed-out')   or   ?mock-session=signed-out
 * - Freeze the seeded transitional states (screenshots, stories, the e2e state matrix):
 *     localStorage.setItem('mock-freeze-states', '1')   or   ?mock-freeze-states=1
 *   Otherwise the seeded instances, disks and snapshots caught mid-move (starting, stopping,
 *   migrating, attaching, finalizing, …) finish within a minute of the page load, as a real
 *   fleet's would (compute/seedSettle.ts). Actions taken in the console move either way.
 * - A fixed delay per response in ms instead of 200–400 ms at random (0: answers at once, for
 *   working on a spec or finding a test that races the page):
 *     localStorage.setItem('mock-latency', '0')   or   ?mock-latency=0
 *
 * Seeded sign-ins, silo, SAML provider and device code: see seeds.ts.
 */
import { createServer } from 'miragejs'
import type { Server } from 'miragejs'
import { MOCK_DELAY_MS } from '~/util/constants'
import { attachContext, contextOf } from './context'
import type { MockContext } from './context'
import { createDb } from './db'
import { createApi } from './routes/define'
import { settleSeededStates } from './compute'
import { startSerialConsoleMock } from './compute/serialConsole'
import { registerRoutes } from './routes/index'
import { seed, SEED_LOGINS, SEED_USER_IDS } from './seeds'
import { errorBody } from './util/errors'

export type MockOptions = {
  /** 'test': no delay and no seed data unless `seed` is set */
  environment?: 'development' | 'test'
  /** fixed delay per response in ms; default 200–400 ms at random (spec §9), 0 in tests */
  timing?: number
  /** probability 0..1 that a handled /v1 request fails; default 0 */
  failureRate?: number
  /** load the seed data; default: yes, except in the test environment */
  seed?: boolean
  /** with seed data, start signed in as the fleet viewer; default true */
  signedIn?: boolean
  /**
   * keep the seeded transitional states as seeded instead of letting them finish within a
   * minute; default: frozen in the test environment (a test moves the clock itself), else not
   */
  freezeStates?: boolean
}

const MOCKED_PATH = /^\/(v1|login|device|experimental)(\/|$)/

/** Whether the mock answers this URL; everything else passes through to the network. */
export function isMockedUrl(url: string): boolean {
  const here = typeof window === 'undefined' ? 'http://localhost/' : window.location.href
  const parsed = new URL(url, here)
  return parsed.origin === new URL(here).origin && MOCKED_PATH.test(parsed.pathname)
}

function delayFor(environment: string, timing: number | undefined): () => number {
  if (timing !== undefined) return () => timing
  if (environment === 'test') return () => 0
  return () => MOCK_DELAY_MS.min + Math.random() * (MOCK_DELAY_MS.max - MOCK_DELAY_MS.min)
}

function checkRate(rate: number): number {
  if (!(rate >= 0 && rate <= 1))
    throw new RangeError(`[mock] failure rate must be 0..1, got ${rate}`)
  return rate
}

export function makeServer({
  environment = 'development',
  timing,
  failureRate = 0,
  seed: withSeeds = environment !== 'test',
  signedIn = true,
  freezeStates = environment === 'test',
}: MockOptions = {}): Server {
  // Mirage's own timing stays 0: the delay is applied per request by the route wrapper, so it
  // can be random.
  const server = createServer({ environment, timing: 0 })
  const ctx: MockContext = {
    db: createDb(server),
    session: { userId: null },
    failureRate: checkRate(failureRate),
    delay: delayFor(environment, timing),
  }
  attachContext(server, ctx)
  if (withSeeds) {
    seed(ctx.db)
    if (!freezeStates) settleSeededStates(ctx.db)
    if (signedIn) ctx.session.userId = SEED_USER_IDS[SEED_LOGINS.fleetViewer.username] ?? null
  }

  registerRoutes(createApi(server, ctx), ctx)
  if (environment !== 'test') startSerialConsoleMock(ctx, server) // spec §7: the console websocket

  // Requests outside the mocked paths never reach the handlers below.
  server.passthrough((request) => !isMockedUrl(request.url))
  server.pretender.unhandledRequest = (verb, path, request) => {
    const pathname = new URL(path, 'http://mock.invalid').pathname
    console.warn('[mock] unhandled request', verb, pathname)
    request.respond(
      404,
      { 'Content-Type': 'application/json' },
      JSON.stringify(errorBody('NotFound', 'Not Found')),
    )
  }
  return server
}

/** Turn failure injection up, down or off (0) on a running server. */
export function setFailureRate(server: Server, rate: number): void {
  contextOf(server).failureRate = checkRate(rate)
}

/**
 * Sign a seeded or created local user in (by username) or everyone out (null), without a login
 * request; for tests that start on a page behind the session.
 */
export function setSessionUser(server: Server, username: string | null): void {
  const ctx = contextOf(server)
  if (username === null) {
    ctx.session.userId = null
    return
  }
  const account = ctx.db.localCredentials.first((c) => c.username === username)
  if (!account) throw new Error(`[mock] no local user ${username}`)
  ctx.session.userId = account.id
}

function readSwitch(query: URLSearchParams, key: string): string | null {
  const fromQuery = query.get(key)
  if (fromQuery !== null) return fromQuery
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null // storage can be disabled (privacy modes); the switches are then simply off
  }
}

/** The switches documented at the top of this file, as options for makeServer. */
type BrowserOptions = Pick<MockOptions, 'failureRate' | 'signedIn' | 'freezeStates' | 'timing'>

export function readMockOptionsFromBrowser(): BrowserOptions {
  if (typeof window === 'undefined') return {}
  const query = new URLSearchParams(window.location.search)
  const options: BrowserOptions = {}
  const rate = readSwitch(query, 'mock-failure-rate')
  if (rate !== null && rate.trim() !== '') {
    const n = Number(rate)
    if (Number.isFinite(n) && n >= 0 && n <= 1) options.failureRate = n
    else console.warn('[mock] ignoring mock-failure-rate', rate, '(expected a number from 0 to 1)')
  }
  if (readSwitch(query, 'mock-session') === 'signed-out') options.signedIn = false
  const latency = readSwitch(query, 'mock-latency')
  if (latency !== null && latency.trim() !== '') {
    const ms = Number(latency)
    if (Number.isFinite(ms) && ms >= 0) options.timing = ms
    else console.warn('[mock] ignoring mock-latency', latency, '(expected milliseconds, 0 or more)')
  }
  const freeze = readSwitch(query, 'mock-freeze-states')
  if (freeze === '1' || freeze === 'true') options.freezeStates = true
  return options
}
