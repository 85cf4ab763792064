import type { Server } from 'miragejs'
import { makeServer, readMockOptionsFromBrowser } from '../server'
import { call, shapeErrors } from '~test/mirage/testing'
import type { Page } from '~test/mirage/testing'
import { answerWithUnknownValues } from './unknownValues'

// mock-unknown-values: every enum value of an answer is one the contract does not list, and
// nothing else changes.

let server: Server | undefined
afterEach(() => {
  server?.shutdown()
  server = undefined
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
})

type Instance = { id: string; name: string; run_state: string }
type Disk = { name: string; state: { state: string; instance?: string } }
type Rule = {
  name: string
  direction: string
  targets: { type: string; value: string }[]
  filters: { protocols?: { type: string }[] | null; hosts?: { type: string }[] | null }
}

test('every enum of an answer is replaced, and only the enums', async () => {
  server = makeServer({ environment: 'test', seed: true })
  const P = '/v1/instances?project=billing-api'
  const known = (await call<Page<Instance>>('GET', P)).body
  server.shutdown()
  server = makeServer({ environment: 'test', seed: true, unknownValues: true })
  const page = await call<Page<Instance>>('GET', P)
  expect(page.status).toBe(200)
  expect(page.body.items.map((i) => i.name)).toEqual(known.items.map((i) => i.name))
  expect(page.body.items.map((i) => i.run_state)).toEqual(
    known.items.map((i) => `future_${i.run_state}`),
  )
  // outside the contract exactly where it has enums
  const errors = shapeErrors(page.body, 'InstanceResultsPage')
  expect(errors.length).toBeGreaterThan(0)
  expect(
    errors.every((e) => /^\/items\/\d+\/(run_state|auto_restart_policy|cpu_platform)/.test(e)),
  ).toBe(true)

  const disks = (await call<Page<Disk>>('GET', '/v1/disks?project=billing-api')).body.items
  expect(disks.length).toBeGreaterThan(0)
  expect(disks.every((d) => d.state.state.startsWith('future_'))).toBe(true)
})

test('tagged unions get unknown tags: firewall targets, hosts and protocols', async () => {
  server = makeServer({ environment: 'test', seed: true, unknownValues: true })
  const { rules } = (
    await call<{ rules: Rule[] }>('GET', '/v1/vpc-firewall-rules?project=billing-api&vpc=default')
  ).body
  expect(rules.length).toBeGreaterThan(0)
  for (const rule of rules) {
    expect(rule.direction).toMatch(/^future_(inbound|outbound)$/)
    for (const t of rule.targets) expect(t.type).toMatch(/^future_/)
    for (const p of rule.filters.protocols ?? []) expect(p.type).toMatch(/^future_/)
    for (const h of rule.filters.hosts ?? []) expect(h.type).toMatch(/^future_/)
  }
})

test('errors and writes pass as they are; a write is answered with unknown values too', async () => {
  server = makeServer({ environment: 'test', seed: true, unknownValues: true })
  const missing = await call('GET', '/v1/instances/nope?project=billing-api')
  expect(missing.status).toBe(404)
  expect(shapeErrors(missing.body, 'Error')).toEqual([])
  const created = await call<Instance>('POST', '/v1/instances?project=billing-api', {
    json: {
      name: 'fresh',
      description: '',
      hostname: 'fresh',
      memory: 1073741824,
      ncpus: 1,
      start: false,
    },
  })
  expect(created.status).toBe(201)
  expect(created.body.run_state).toMatch(/^future_/)
})

test('arrays of a schema and nested maps are walked', () => {
  expect(answerWithUnknownValues([{ state: 'up' }], 'BfdStatus[]')).toEqual([
    { state: 'future_up' },
  ])
  expect(answerWithUnknownValues('running', 'InstanceState')).toBe('future_running')
  expect(answerWithUnknownValues('not-an-enum', 'InstanceState')).toBe('not-an-enum')
})

test('the switch is read from localStorage or the query string', () => {
  expect(readMockOptionsFromBrowser().unknownValues).toBeUndefined()
  window.localStorage.setItem('mock-unknown-values', '1')
  expect(readMockOptionsFromBrowser().unknownValues).toBe(true)
  window.localStorage.clear()
  window.history.replaceState(null, '', '/projects?mock-unknown-values=true')
  expect(readMockOptionsFromBrowser().unknownValues).toBe(true)
})
