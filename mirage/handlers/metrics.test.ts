import type { Server } from 'miragejs'
import { call, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { contextOf } from '../context'
import { makeServer, setSessionUser } from '../server'
import { sledSeedId } from '../sim/scenarios/hardware'
import { SCHEMAS } from '../sim/timeseries/schemas'

type Points = {
  start_times?: string[] | null
  timestamps: string[]
  values: { metric_type: string; values: { type: string; values: (number | null)[] } }[]
}
type Result = {
  tables: {
    name: string
    timeseries: Record<
      string,
      { fields: Record<string, { type: string; value: unknown }>; points: Points }
    >
  }[]
}

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const INSTANCE = '0a11ce00-0000-4000-8000-000000000001'
const PROJECT = '5eed0004-0000-4000-8000-000000000016' // payments-prod, the 22nd

/** A running instance of its own (no interface, no disk) on the second sled. */
function placeInstance(id = INSTANCE, project = PROJECT, ncpus = 2) {
  contextOf(server).create('instance', 'running', {
    id,
    name: `vm-${id.slice(-2)}`,
    projectId: project,
    ncpus,
    memory: 8 * 1024 ** 3,
    sledId: sledSeedId(2),
  })
}

const query = (q: string) =>
  call<Result & ErrorBody>('POST', '/v1/system/timeseries/query', { json: { query: q } })
const series = (r: Result) => Object.values(r.tables[0]?.timeseries ?? {})

test('the schema list pages through every schema in name order', async () => {
  const names: string[] = []
  let token: string | null = null
  do {
    const qs: string = token ? `&page_token=${encodeURIComponent(token)}` : ''
    const page = await call<Page<{ timeseries_name: string }>>(
      'GET',
      `/v1/system/timeseries/schemas?limit=7${qs}`,
    )
    expect(page.status).toBe(200)
    expect(shapeErrors(page.body, 'TimeseriesSchemaResultsPage')).toEqual([])
    names.push(...page.body.items.map((s) => s.timeseries_name))
    token = page.body.next_page
  } while (token)
  expect(names).toHaveLength(SCHEMAS.length)
  expect(names).toEqual([...names].sort())
  expect(names).toEqual(
    expect.arrayContaining(['virtual_machine:vcpu_usage', 'virtual_disk:bytes_read']),
  )
})

test('an aligned vCPU query gives one series per vCPU, windows ending at the upper bound', async () => {
  placeInstance()
  const q =
    'get virtual_machine:vcpu_usage | filter timestamp >= @2025-05-10T10:00:00 && timestamp < @2025-05-10T11:00:00' +
    ` && instance_id == "${INSTANCE}" && state == "run" | align mean_within(60s)`
  const res = await query(q)
  expect(res.status).toBe(200)
  expect(shapeErrors(res.body, 'OxqlQueryResult')).toEqual([])
  expect(res.body.tables[0]?.name).toBe('virtual_machine:vcpu_usage')
  const list = series(res.body)
  expect(list).toHaveLength(2)
  for (const s of list) {
    expect(s.fields.instance_id).toEqual({ type: 'uuid', value: INSTANCE })
    expect(s.fields.state).toEqual({ type: 'string', value: 'run' })
    expect(s.points.timestamps).toHaveLength(60)
    expect(s.points.timestamps[59]).toBe('2025-05-10T11:00:00.000Z')
    expect(s.points.start_times?.[0]).toBe('2025-05-10T10:00:00.000Z')
    expect(s.points.values[0]?.metric_type).toBe('delta')
    expect(s.points.values[0]?.values.type).toBe('double')
    // nanoseconds running per 10 s sample: a share of 1e10
    for (const v of s.points.values[0]?.values.values ?? []) {
      expect(v).toBeGreaterThan(0)
      expect(v).toBeLessThan(1e10)
    }
  }
  // Deterministic: the same query gives the same numbers.
  expect((await query(q)).body).toEqual(res.body)
})

test('group_by [] with sum adds the series of each window', async () => {
  placeInstance()
  const base =
    'get virtual_machine:vcpu_usage | filter timestamp >= @2025-05-10T10:00:00 && timestamp < @2025-05-10T10:10:00' +
    ` && instance_id == "${INSTANCE}" && state == "idle" | align mean_within(5m)`
  const parts = series((await query(base)).body).map((s) => s.points.values[0]?.values.values ?? [])
  const summed = series((await query(`${base} | group_by [], sum`)).body)
  expect(summed).toHaveLength(1)
  expect(summed[0]?.fields).toEqual({})
  const expected = [0, 1].map((i) => (parts[0]?.[i] ?? 0) + (parts[1]?.[i] ?? 0))
  expect(summed[0]?.points.values[0]?.values.values).toEqual(expected)
})

test('raw counters come back as integer deltas at the producer interval', async () => {
  const res = await query(
    'get sled_data_link:bytes_sent | filter timestamp > @2025-05-10T10:00:00 && timestamp <= @2025-05-10T10:10:00 && link_name == "cxgbe0" | last 3',
  )
  expect(res.status).toBe(200)
  expect(shapeErrors(res.body, 'OxqlQueryResult')).toEqual([])
  const list = series(res.body)
  expect(list).toHaveLength(7) // the in-service sleds
  const points = list[0]?.points
  expect(points?.timestamps).toEqual([
    '2025-05-10T10:08:00.000Z',
    '2025-05-10T10:09:00.000Z',
    '2025-05-10T10:10:00.000Z',
  ])
  expect(points?.values[0]?.values.type).toBe('integer')
  expect(points?.values[0]?.values.values.every(Number.isInteger)).toBe(true)
})

test('gauges have no start times; @now() - 30m bounds the range', async () => {
  const res = await query(
    'get hardware_component:fan_speed | filter timestamp >= @now() - 30m | align mean_within(10m)',
  )
  expect(res.status).toBe(200)
  const list = series(res.body)
  expect(list).toHaveLength(8) // four fans on each switch
  expect(list[0]?.points.start_times).toBeNull()
  expect(list[0]?.points.timestamps).toHaveLength(3)
  expect(list[0]?.points.values[0]?.metric_type).toBe('gauge')
})

test('bad queries are 400s with the API’s messages', async () => {
  const unknown = await query('get virtual_machine:nonsense')
  expect(unknown.status).toBe(400)
  expect(unknown.body).toMatchObject({
    error_code: 'InvalidRequest',
    message: 'Timeseries not found for: virtual_machine:nonsense',
  })
  for (const bad of [
    'virtual_disk:bytes_read',
    'get virtual_disk:bytes_read | filter disk_id === "x"',
    'get virtual_disk:bytes_read | filter colour == "red"',
    'get virtual_disk:bytes_read | group_by [disk_id] | align mean_within(1m)',
    'get virtual_disk:bytes_read | align median_within(1m)',
  ]) {
    const res = await query(bad)
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^Query parsing failed: /)
  }
  const empty = await call('POST', '/v1/system/timeseries/query', { json: {} })
  expect(empty.status).toBe(400)
})

test('the project-scoped query only sees that project, and needs a readable project', async () => {
  placeInstance()
  placeInstance('0a11ce00-0000-4000-8000-000000000002', '5eed0004-0000-4000-8000-000000000001')
  const q = 'get virtual_machine:vcpu_usage | filter state == "run" | align mean_within(10m)'
  const res = await call<Result>('POST', '/v1/timeseries/query?project=payments-prod', {
    json: { query: q },
  })
  expect(res.status).toBe(200)
  const projects = new Set(series(res.body).map((s) => s.fields.project_id?.value))
  expect([...projects]).toEqual([PROJECT])
  const both = `get virtual_machine:vcpu_usage | filter state == "run" && (instance_id == "${INSTANCE}" || instance_id == "0a11ce00-0000-4000-8000-000000000002") | align mean_within(10m)`
  expect(series((await query(both)).body)).toHaveLength(4) // both instances, fleet-wide

  expect((await call('POST', '/v1/timeseries/query', { json: { query: q } })).status).toBe(400)
  setSessionUser(server, 'noor')
  const hidden = await call('POST', '/v1/timeseries/query?project=payments-prod', {
    json: { query: q },
  })
  expect(hidden.status).toBe(404)
  expect((await query(q)).status).toBe(403)
})
