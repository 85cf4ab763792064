import type { Server } from 'miragejs'
import { call, type Page } from '~test/mirage/testing'
import { makeServer, setSessionUser } from '../server'

// The silo's provisioned-capacity metrics, as the utilization page charts them next to the
// utilization figures.

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

type M = { timestamp: string; datum: { type: string; datum: number } }
type Counts = { cpus: number; memory: number; storage: number }

const lastHour = () => {
  const end = new Date()
  const start = new Date(end.getTime() - 3_600_000)
  return `start_time=${start.toISOString()}&end_time=${end.toISOString()}`
}
const latest = async (metric: string, extra = '') => {
  const res = await call<Page<M>>('GET', `/v1/metrics/${metric}?${lastHour()}${extra}`)
  expect(res.status).toBe(200)
  return res.body.items.at(-1)?.datum.datum
}

test("the latest point of each metric is what the silo's utilization says is provisioned", async () => {
  const { provisioned } = (await call<{ provisioned: Counts }>('GET', '/v1/utilization')).body
  expect(provisioned.cpus).toBeGreaterThan(0)
  expect(await latest('cpus_provisioned')).toBe(provisioned.cpus)
  expect(await latest('ram_provisioned')).toBe(provisioned.memory)
  expect(await latest('virtual_disk_space_provisioned')).toBe(provisioned.storage)
})

test('a project filter narrows the figures; an empty project provisions nothing', async () => {
  const silo = await latest('cpus_provisioned')
  const atlas = await latest('cpus_provisioned', '&project=atlas-ingest')
  expect(atlas).toBeGreaterThan(0)
  expect(atlas).toBeLessThan(silo!)
  expect(await latest('cpus_provisioned', '&project=dev-sandbox')).toBe(0)
  expect(await latest('virtual_disk_space_provisioned', '&project=dev-sandbox')).toBe(0)
  const unknown = await call('GET', `/v1/metrics/cpus_provisioned?${lastHour()}&project=nope`)
  expect(unknown.status).toBe(404)
})

test('silo metrics need a role on the silo', async () => {
  setSessionUser(server, 'noor')
  const res = await call('GET', `/v1/metrics/cpus_provisioned?${lastHour()}`)
  expect(res.status).toBe(403)
})
