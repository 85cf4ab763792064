/**
 * The mock API: Mirage answers the console's API calls in the browser, for `npm start` without
 * API_URL, the demo build and the tests. Only /v1/, /login/, /device/ and /experimental/ are
 * answered; every other request (the app's assets, webpack's hot updates, other origins) goes to
 * the network. A request under those paths with no mock route logs
 * `[mock] unhandled request <METHOD> <path>` and answers 404 with an Error body.
 *
 * Switches, read once when the page loads (readMockOptionsFromBrowser), each from the query
 * string or else localStorage: mock-scenario, mock-failure-rate, mock-unknown-values, mock-session,
 * mock-freeze-states, mock-large-project, mock-large-audit-log, mock-latency and mock-rack-version. README.md ('Mock mode') says what
 * each does; the options of makeServer below are the same switches for code and tests.
 */
import { createServer, type Server } from 'miragejs'
import { API_VERSION } from '~/api/generated/version'
import { isMockScenario, type MockScenario } from '~/app/mockScenarios'
import { MOCK_DELAY_MS } from '~/util/constants'
import { createApi } from './api/define'
import { settleDue, settleSeededStates } from './sim/settle'
import { startSerialConsoleMock } from './sim/serialConsole'
import { attachContext, contextOf, type MockContext } from './context'
import { makeFactories } from './orm/factories'
import { creator, models, type AppServer } from './orm/models'
import { fastLookups } from './orm/models/fastLookups'
import { identityManagers } from './orm/models/ids'
import { registerRoutes } from './handlers'
import { buildScenario, SEED_LOGINS } from './sim/scenarios'
import { ApplicationSerializer } from './orm/serializer'
import { errorBody } from './util/errors'

export type MockOptions = {
  /** 'test': no delay and no seed data unless `seed` is set */
  environment?: 'development' | 'test'
  /** delay per response in ms, fixed or at random in a range; default 200–400 ms (spec §9), 0 in tests */
  timing?: number | Latency
  /** probability 0..1 that a handled /v1 request fails; default 0 */
  failureRate?: number
  /** answers carry enum values outside the contract (a newer rack's states and kinds); default off */
  unknownValues?: boolean
  /** build a training scenario; default: yes, except in the test environment */
  seed?: boolean
  /** which one; default `default`, today's fleet */
  scenario?: MockScenario
  /** with seed data, start signed in as the fleet viewer; default true */
  signedIn?: boolean
  /**
   * keep the seeded transitional states as seeded instead of letting them finish within a
   * minute; default: frozen in the test environment (a test moves the clock itself), else not
   */
  freezeStates?: boolean
  /**
   * the newest API version the rack serves; default the console's own. An older one refuses the
   * console's requests, as a rack not yet updated does.
   */
  rackVersion?: string
}

const MOCKED_PATH = /^\/(v1|login|device|experimental)(\/|$)/

/** Whether the mock answers this URL; everything else passes through to the network. */
export function isMockedUrl(url: string): boolean {
  const here = typeof window === 'undefined' ? 'http://localhost/' : window.location.href
  const parsed = new URL(url, here)
  return parsed.origin === new URL(here).origin && MOCKED_PATH.test(parsed.pathname)
}

type Latency = { readonly min: number; readonly max: number }

/** How long the mock waits before each answer, in ms: a picker, so a range picks per request. */
export function delayFor(environment: string, timing: number | Latency | undefined): () => number {
  if (typeof timing === 'number') return () => timing
  if (timing === undefined && environment === 'test') return () => 0
  const { min, max } = timing ?? MOCK_DELAY_MS
  return () => min + Math.random() * (max - min)
}

/** `mock-latency`'s value: milliseconds, or a range `min-max` to pick from at random. */
function parseLatency(raw: string): number | Latency | undefined {
  const range = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(raw)
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])]
    return min <= max ? { min, max } : undefined
  }
  const fixed = Number(raw)
  return raw.trim() !== '' && fixed >= 0 ? fixed : undefined
}

/** @public for test/mirage's setFailureRate, which checks a rate the same way */
export function checkRate(rate: number): number {
  if (!(rate >= 0 && rate <= 1))
    throw new RangeError(`[mock] failure rate must be 0..1, got ${rate}`)
  return rate
}

/**
 * Mirage with the fleet's models, serializer, factories and ids, and the scenario built on them:
 * everything but the routes (a build in node has no requests to answer: sim/scenarios/records.ts).
 */
export function makeFleet({
  environment = 'development',
  timing,
  failureRate = 0,
  unknownValues = false,
  seed = environment !== 'test',
  scenario = 'default',
  signedIn = true,
  freezeStates = environment === 'test',
  rackVersion = API_VERSION,
}: MockOptions = {}): AppServer {
  const ctx = {
    session: { userId: null },
    failureRate: checkRate(failureRate),
    unknownValues,
    delay: delayFor(environment, timing),
    seeding: false,
    scenario,
    rackVersion,
  } as Omit<MockContext, 'server' | 'schema' | 'create'> as MockContext
  // Mirage's own timing stays 0: the delay is applied per request by the route wrapper, so it
  // can be random.
  // eslint-disable-next-line no-restricted-syntax -- Mirage's createServer typings are untyped by the app's registry and lack loadFactories
  const server = createServer({
    environment,
    timing: 0,
    models,
    serializers: { application: ApplicationSerializer },
    identityManagers: identityManagers(ctx, Object.keys(models)),
  }) as unknown as AppServer
  // loaded here, not in createServer's config: Mirage loads that only in its test environment
  // (elsewhere only beside a scenarios.default), so the browser's fleet was built without them
  // eslint-disable-next-line no-restricted-syntax -- Mirage's createServer typings are untyped by the app's registry and lack loadFactories
  ;(server as unknown as { loadFactories(f: object): void }).loadFactories(makeFactories(ctx))
  fastLookups(server.schema)
  Object.assign(ctx, { server, schema: server.schema, create: creator(server) })
  attachContext(server, ctx)
  if (seed) {
    buildScenario(ctx, scenario)
    if (!freezeStates) settleSeededStates(ctx)
    if (signedIn) setSessionUser(server, SEED_LOGINS.fleetViewer.username)
  }
  return server
}

export function makeServer(options: MockOptions = {}): Server {
  const server = makeFleet(options)
  const ctx = contextOf(server)
  registerRoutes(createApi(ctx, settleDue), ctx)
  if ((options.environment ?? 'development') !== 'test') startSerialConsoleMock(ctx, server) // spec §7: the console websocket

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

export type SentRequest = {
  method: string
  url: string
  body: unknown
  /** when the mock answered it (performance.now()), in a log that is `timed` */
  at?: number
}

/**
 * From now on, every request the mock answers goes into the list, in order, bodies parsed.
 * `timed`: each with the moment it was answered, the page's own clock (the bench's 'data arrived':
 * the mock's answers never reach the network, where browser tooling would time them).
 */
export function logRequests(
  server: Server,
  into: SentRequest[] = [],
  { timed = false } = {},
): SentRequest[] {
  server.pretender.handledRequest = (method, url, request) => {
    const at = timed ? performance.now() : undefined
    let body: unknown = request.requestBody
    try {
      body = typeof body === 'string' && body ? JSON.parse(body) : body
    } catch {
      // not JSON (a form post): keep the text
    }
    into.push(at === undefined ? { method, url, body } : { method, url, body, at })
  }
  return into
}

/**
 * Sign a local user in (by username) or everyone out (null), without a login request; for tests
 * that start on a page behind the session.
 */
export function setSessionUser(server: Server, username: string | null): void {
  const ctx = contextOf(server)
  const user = username === null ? null : ctx.schema.findBy('user', { username })
  if (username !== null && !user) throw new Error(`[mock] no local user ${username}`)
  ctx.session.userId = user?.id ?? null
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
type BrowserOptions = Pick<
  MockOptions,
  | 'failureRate'
  | 'unknownValues'
  | 'signedIn'
  | 'freezeStates'
  | 'timing'
  | 'scenario'
  | 'rackVersion'
> & { largeProject?: boolean; largeAuditLog?: boolean }

export function readMockOptionsFromBrowser(): BrowserOptions {
  if (typeof window === 'undefined') return {}
  const query = new URLSearchParams(window.location.search)
  const options: BrowserOptions = {}
  const rate = readSwitch(query, 'mock-failure-rate')
  if (rate !== null && rate.trim() !== '') {
    if (Number(rate) >= 0 && Number(rate) <= 1) options.failureRate = Number(rate)
    else console.warn('[mock] ignoring mock-failure-rate', rate, '(expected a number from 0 to 1)')
  }
  const unknown = readSwitch(query, 'mock-unknown-values')
  if (unknown === '1' || unknown === 'true') options.unknownValues = true
  if (readSwitch(query, 'mock-session') === 'signed-out') options.signedIn = false
  const rawLatency = readSwitch(query, 'mock-latency')
  if (rawLatency !== null && rawLatency.trim() !== '') {
    const latency = parseLatency(rawLatency)
    if (latency === undefined)
      console.warn('[mock] ignoring mock-latency', rawLatency, '(expected ms, or a range min-max)')
    else options.timing = latency
  }
  const freeze = readSwitch(query, 'mock-freeze-states')
  if (freeze === '1' || freeze === 'true') options.freezeStates = true
  if (readSwitch(query, 'mock-large-project') === '1') options.largeProject = true
  if (readSwitch(query, 'mock-large-audit-log') === '1') options.largeAuditLog = true
  const rackVersion = readSwitch(query, 'mock-rack-version')
  if (rackVersion !== null && /^\d+\.\d+\.\d+$/.test(rackVersion)) options.rackVersion = rackVersion
  else if (rackVersion)
    console.warn('[mock] ignoring mock-rack-version', rackVersion, '(expected N.N.N)')
  const scenario = readSwitch(query, 'mock-scenario')
  if (scenario !== null && isMockScenario(scenario)) options.scenario = scenario
  else if (scenario) console.warn('[mock] ignoring mock-scenario', scenario, '(no such scenario)')
  return options
}
