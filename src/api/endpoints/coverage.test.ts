// Issue 3 §1: every operation of the contract is an endpoint of `api`, of the right kind, and takes
// part in caching: queries provide tags, mutations invalidate something (and nothing on failure).
import { awaitingScreens } from '~test/contract/awaitingScreens'
import { api } from '../api'
import * as ops from '../generated/operations'
import './affinity'
import './consoleAuth'
import './currentUser'
import './disks'
import './experimental'
import './externalSubnets'
import './floatingIps'
import './images'
import './instances'
import './ipPools'
import './login'
import './metrics'
import './policy'
import './projects'
import './silos'
import './snapshots'
import './subnetPools'
import './systemAlerts'
import './systemAuditLog'
import './systemHardware'
import './systemIpPools'
import './systemMetrics'
import './systemNetworking'
import './systemSilos'
import './systemStatus'
import './systemSubnetPools'
import './systemSupportBundles'
import './systemUpdate'
import './tokens'
import './vpcs'

/** Operations that rightly take no part in tag caching, and why. */
const UNTAGGED: Record<string, string> = {
  logout: 'resets the whole cache once it succeeds (consoleAuth.ts) instead of invalidating',
  deviceAuthRequest: "the CLI's step: a pending request is nothing the console shows",
  deviceAccessToken: "the CLI's step: the token was issued, and listed, at deviceAuthConfirm",
  ping: 'a liveness probe, asked afresh every time',
  diskBulkWriteImport: 'a chunk of blocks changes no field the API shows',
  localIdpUserSetPassword: 'a password is never read back',
  instanceSerialConsoleStream: 'a websocket, not cached data',
  supportBundleDownload: 'a file handed to the browser; a collected bundle never changes',
  supportBundleDownloadFile: 'a file handed to the browser; a collected bundle never changes',
  supportBundleHead: 'the headers of such a file',
  supportBundleHeadFile: 'the headers of such a file',
}

type Description = (result: unknown, error: unknown, arg: unknown, meta: unknown) => unknown[]
type Definition = {
  type: string
  providesTags?: Description | readonly unknown[]
  invalidatesTags?: Description | readonly unknown[]
}
// RTK Query keeps endpoint definitions private; enhanceEndpoints hands each one to a function
const definitions: Record<string, Definition> = {}
const allOperations = Object.values(ops).filter(
  (op): op is ops.Operation => typeof op === 'object' && op !== null && 'id' in op,
)
// the ones a screen uses; the rest wait for their screens (test/contract/awaitingScreens.ts)
const operations = allOperations.filter((op) => !awaitingScreens.has(op.id))
// eslint-disable-next-line no-restricted-syntax -- the api's endpoints are typed one by one; a walk over every operation's id needs them by name
const untyped = api as unknown as {
  endpoints: Record<string, { initiate?: unknown }>
  enhanceEndpoints: (o: { endpoints: Record<string, (d: Definition) => void> }) => unknown
}
untyped.enhanceEndpoints({
  endpoints: Object.fromEntries(
    operations.map((op) => [op.id, (d: Definition) => void (definitions[op.id] = d)]),
  ),
})

// An argument with every parameter filled in, for calling the tag functions.
const argOf = (op: ops.Operation) => ({
  path: Object.fromEntries(op.pathParams.map((p) => [p, `${p}-1`])),
  query: Object.fromEntries(op.queryParams.map((p) => [p, `${p}-1`])),
  body: {},
})
const evaluate = (
  tags: Description | readonly unknown[] | undefined,
  op: ops.Operation,
  error: unknown,
) => (typeof tags === 'function' ? tags(undefined, error, argOf(op), undefined) : (tags ?? []))

const isRead = (op: ops.Operation) =>
  op.method === 'GET' || op.method === 'HEAD' || /[tT]imeseriesQuery$/.test(op.id)

test('the contract has 317 operations and every one a screen uses is an endpoint of api', () => {
  expect(allOperations).toHaveLength(317)
  const missing = operations.filter((op) => !untyped.endpoints[op.id]?.initiate).map((op) => op.id)
  expect(missing).toEqual([])
})

test('an operation awaiting its screen is of the contract, and caches nothing yet', () => {
  const ids = new Set<string>(allOperations.map((op) => op.id))
  expect([...awaitingScreens].filter((id) => !ids.has(id))).toEqual([])
  // a group's slice injects all of its generated endpoints; one that gains tags has a screen
  const tagged = [...awaitingScreens].filter(
    (id) => definitions[id]?.providesTags ?? definitions[id]?.invalidatesTags,
  )
  expect(tagged).toEqual([])
})

test.each(operations.map((op) => [op.id, op] as const))('%s', (id, op) => {
  const definition = definitions[id]
  expect(definition?.type).toBe(isRead(op) ? 'query' : 'mutation')
  if (id in UNTAGGED) {
    expect(definition?.providesTags ?? definition?.invalidatesTags).toBeUndefined()
  } else if (isRead(op)) {
    expect(evaluate(definition?.providesTags, op, undefined).length).toBeGreaterThan(0)
  } else {
    expect(evaluate(definition?.invalidatesTags, op, undefined).length).toBeGreaterThan(0)
    expect(evaluate(definition?.invalidatesTags, op, { status: 500 })).toEqual([])
  }
})

test('the allow-list names only operations of the contract', () => {
  const ids = new Set<string>(operations.map((op) => op.id))
  expect(Object.keys(UNTAGGED).filter((id) => !ids.has(id))).toEqual([])
})
