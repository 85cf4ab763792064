import type { Server } from 'miragejs'
import { INJECTED_FAILURES } from './api/define'
import { SEED_DEVICE_CODE } from './sim/scenarios/seeds'
import { delayFor, isMockedUrl, makeServer, readMockOptionsFromBrowser } from './server'
import { setFailureRate } from '~test/mirage/testServer'
import { call, shapeErrors } from '~test/mirage/testing'
import { models } from './orm/models'

let server: Server | undefined
afterEach(() => {
  server?.shutdown()
  server = undefined
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
  jest.restoreAllMocks()
})

const PATHS = ['/v1/me', '/v1/projects', '/v1/ping', '/v1/system/policy', '/v1/me/ssh-keys']

test('failure rate 1 turns every /v1 call into 401/403/404/500 with an Error body', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {})
  server = makeServer({ environment: 'test', seed: true, failureRate: 1 })
  const statuses = new Set<number>()
  for (let i = 0; i < 40; i++) {
    const res = await call('GET', PATHS[i % PATHS.length]!)
    statuses.add(res.status)
    const expected = INJECTED_FAILURES.find(([status]) => status === res.status)
    expect(expected).toBeDefined()
    expect(res.body).toMatchObject({ error_code: expected![1], message: expected![2] })
    expect(shapeErrors(res.body, 'Error')).toEqual([])
  }
  expect([...statuses].every((s) => [401, 403, 404, 500].includes(s))).toBe(true)
  expect(statuses.size).toBeGreaterThan(1)
  // the device endpoints are not part of the injection
  const device = await call('POST', '/device/confirm', { json: { user_code: SEED_DEVICE_CODE } })
  expect(device.status).toBe(204)
})

test('failure injection is off by default and adjustable at runtime', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {})
  server = makeServer({ environment: 'test', seed: true })
  expect((await call('GET', '/v1/me')).status).toBe(200)
  setFailureRate(server, 1)
  expect((await call('GET', '/v1/me')).status).not.toBe(200)
  setFailureRate(server, 0)
  expect((await call('GET', '/v1/me')).status).toBe(200)
  expect(() => setFailureRate(server!, 2)).toThrow(RangeError)
})

test('an unmatched mocked path warns and answers 404 with an Error body', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  server = makeServer({ environment: 'test', seed: true })
  const res = await call('GET', '/v1/not-a-thing/42?x=1')
  expect(res.status).toBe(404)
  expect(shapeErrors(res.body, 'Error')).toEqual([])
  expect(warn).toHaveBeenCalledWith('[mock] unhandled request', 'GET', '/v1/not-a-thing/42')
  expect((await call('PATCH', '/v1/projects/x')).status).toBe(404)
  expect(warn).toHaveBeenCalledWith('[mock] unhandled request', 'PATCH', '/v1/projects/x')
})

test('only the API paths are mocked; everything else passes through', () => {
  expect(isMockedUrl('/v1/projects')).toBe(true)
  expect(isMockedUrl('/login/prairie/saml/okta-ish')).toBe(true)
  expect(isMockedUrl('/device/confirm')).toBe(true)
  expect(isMockedUrl('/experimental/v1/probes')).toBe(true)
  expect(isMockedUrl(`${window.location.origin}/v1/me`)).toBe(true)
  expect(isMockedUrl('/main.8f2a.hot-update.json')).toBe(false)
  expect(isMockedUrl('/assets/app.js')).toBe(false)
  expect(isMockedUrl('/v1x')).toBe(false)
  expect(isMockedUrl('https://elsewhere.example/v1/me')).toBe(false)
})

test('development timing: each response waits 200–400 ms; tests wait none; a setting wins', () => {
  const random = jest.spyOn(Math, 'random')
  const development = delayFor('development', undefined)
  random.mockReturnValue(0)
  expect(development()).toBe(200)
  random.mockReturnValue(0.999)
  expect(development()).toBeCloseTo(399.8)
  expect(delayFor('test', undefined)()).toBe(0)
  expect(delayFor('test', 50)()).toBe(50)
  random.mockReturnValue(0.5)
  expect(delayFor('development', { min: 40, max: 120 })()).toBe(80)
  random.mockRestore()
})

test('readMockOptionsFromBrowser reads localStorage, and the query string over it', () => {
  expect(readMockOptionsFromBrowser()).toEqual({})
  window.localStorage.setItem('mock-failure-rate', '0.2')
  window.localStorage.setItem('mock-session', 'signed-out')
  expect(readMockOptionsFromBrowser()).toEqual({ failureRate: 0.2, signedIn: false })
  window.history.replaceState(null, '', '/projects?mock-failure-rate=0.5')
  expect(readMockOptionsFromBrowser()).toMatchObject({ failureRate: 0.5 })

  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  window.history.replaceState(null, '', '/projects?mock-failure-rate=lots')
  expect(readMockOptionsFromBrowser().failureRate).toBeUndefined()
  expect(warn).toHaveBeenCalled()
})

test('mock-freeze-states=1 (localStorage or query string) freezes the seeded states', () => {
  expect(readMockOptionsFromBrowser().freezeStates).toBeUndefined()
  window.localStorage.setItem('mock-freeze-states', '1')
  expect(readMockOptionsFromBrowser()).toEqual({ freezeStates: true })
  window.localStorage.clear()
  window.history.replaceState(null, '', '/projects?mock-freeze-states=true')
  expect(readMockOptionsFromBrowser()).toEqual({ freezeStates: true })
  window.history.replaceState(null, '', '/projects?mock-freeze-states=0')
  expect(readMockOptionsFromBrowser().freezeStates).toBeUndefined()
})

test('mock-latency sets a delay per response, fixed or a range; anything else is ignored', () => {
  expect(readMockOptionsFromBrowser().timing).toBeUndefined()
  window.localStorage.setItem('mock-latency', '0')
  expect(readMockOptionsFromBrowser()).toEqual({ timing: 0 })
  window.history.replaceState(null, '', '/projects?mock-latency=50')
  expect(readMockOptionsFromBrowser()).toEqual({ timing: 50 })
  window.history.replaceState(null, '', '/projects?mock-latency=40-120')
  expect(readMockOptionsFromBrowser()).toEqual({ timing: { min: 40, max: 120 } })
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  window.history.replaceState(null, '', '/projects?mock-latency=fast')
  expect(readMockOptionsFromBrowser().timing).toBeUndefined()
  window.history.replaceState(null, '', '/projects?mock-latency=-5')
  expect(readMockOptionsFromBrowser().timing).toBeUndefined()
  window.history.replaceState(null, '', '/projects?mock-latency=120-40')
  expect(readMockOptionsFromBrowser().timing).toBeUndefined()
  expect(warn).toHaveBeenCalledTimes(3)
})

test('the shape check used by these tests rejects missing and extra fields', () => {
  expect(shapeErrors({ status: 'ok' }, 'Ping')).toEqual([])
  expect(shapeErrors({}, 'Ping')).not.toEqual([])
  expect(shapeErrors({ status: 'ok', extra: 1 }, 'Ping')).toEqual(['$.extra is not in Ping'])
})

test('a one-way relation (inverse: null) has no inverse Mirage infers from the other side', () => {
  server = makeServer({ environment: 'test', seed: false })
  type Association = { name: string; modelName: string; ownerModelName: string; opts: object }
  // eslint-disable-next-line no-restricted-syntax -- Mirage's schema typings lack associationsFor
  const schema = server.schema as unknown as {
    associationsFor(model: string): Record<string, Association>
    toCollectionName(model: string): string
  } & Record<string, { new: (attrs: object) => { inverseFor(a: Association): Association | null } }>
  // Mirage pairs a relation left implicit with a one-way one pointing back, and keeps the pair in
  // step: moving an instance's boot disk once cleared the old disk's instance.
  const inferred = Object.keys(models).flatMap((model) =>
    Object.values(schema.associationsFor(model))
      .filter((a) => 'inverse' in a.opts && a.opts.inverse === null)
      .flatMap((a) => {
        const inverse = schema[schema.toCollectionName(a.modelName)]!.new({}).inverseFor(a)
        return inverse ? [`${a.ownerModelName}.${a.name} ↔ ${a.modelName}.${inverse.name}`] : []
      }),
  )
  expect(inferred).toEqual([])
})

test('the API version: a request names it; one newer than the rack serves is refused, as dropshot does', async () => {
  server = makeServer({ environment: 'test', seed: true, rackVersion: '2025073000.0.0' })
  const refused = await call('GET', '/v1/projects', {
    headers: { 'api-version': '2026081700.0.0' },
  })
  expect(refused.status).toBe(400)
  expect(refused.body).toMatchObject({
    message: 'server does not support this API version: 2026081700.0.0',
  })
  expect(refused.body).not.toHaveProperty('error_code')
  expect(shapeErrors(refused.body, 'Error')).toEqual([])
  // the same version, an older one, or none (served the newest) are answered
  const asks: Record<string, string>[] = [
    { 'api-version': '2025073000.0.0' },
    { 'api-version': '2024010100.0.0' },
    {},
  ]
  for (const headers of asks) {
    expect((await call('GET', '/v1/projects', { headers })).status).toBe(200)
  }
})

test("mock-rack-version makes the mock an older rack; by default it serves the console's version", () => {
  expect(readMockOptionsFromBrowser().rackVersion).toBeUndefined()
  window.localStorage.setItem('mock-rack-version', '2025073000.0.0')
  expect(readMockOptionsFromBrowser()).toEqual({ rackVersion: '2025073000.0.0' })
  window.localStorage.setItem('mock-rack-version', 'old')
  jest.spyOn(console, 'warn').mockImplementation(() => {})
  expect(readMockOptionsFromBrowser().rackVersion).toBeUndefined()
})
