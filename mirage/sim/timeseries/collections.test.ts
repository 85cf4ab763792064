import type { Server } from 'miragejs'
import { call, type Page } from '~test/mirage/testing'
import { FLEET_ID } from '../../orm/auth'
import { makeServer } from '../../server'

// The collection_target timeseries behind the utilization charts, as the metrics explorer asks
// for them: the same levels as /v1/system/metrics and /v1/metrics.

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

type Series = {
  fields: Record<string, { type: string; value: unknown }>
  points: { values: { values: { values: (number | null)[] } }[] }
}
type Result = { tables: { name: string; timeseries: Record<string, Series> }[] }
type M = { datum: { datum: number } }

const lastHour = () => {
  const end = new Date()
  return { start: new Date(end.getTime() - 3_600_000), end }
}

async function oxql(id: string, metric: string) {
  const res = await call<Result>('POST', '/v1/system/timeseries/query', {
    json: { query: `get collection_target:${metric} | filter id == "${id}"` },
  })
  expect(res.status).toBe(200)
  const series = Object.values(res.body.tables[0]?.timeseries ?? {})
  expect(series.map((s) => s.fields.id)).toEqual([{ type: 'uuid', value: id }])
  return series[0]?.points.values[0]?.values.values ?? []
}

test('the fleet and a silo read as /v1/system/metrics reports them', async () => {
  const { start, end } = lastHour()
  const range = `start_time=${start.toISOString()}&end_time=${end.toISOString()}`
  const silos = await call<Page<{ id: string; name: string }>>('GET', '/v1/system/silos')
  const prairie = silos.body.items.find((s) => s.name === 'prairie')!
  for (const [id, query] of [
    [FLEET_ID, ''],
    [prairie.id, '&silo=prairie'],
  ] as const) {
    const metrics = await call<Page<M>>(
      'GET',
      `/v1/system/metrics/cpus_provisioned?${range}${query}`,
    )
    const levels = new Set(metrics.body.items.map((m) => m.datum.datum))
    const values = await oxql(id, 'cpus_provisioned')
    expect(values.length).toBeGreaterThan(0)
    expect(new Set(values)).toEqual(levels)
  }
})

test('a project is a collection too; the schema is listed with its id field', async () => {
  const projects = await call<Page<{ id: string; name: string }>>('GET', '/v1/projects?limit=100')
  const atlas = projects.body.items.find((p) => p.name === 'atlas-ingest')!
  const values = await oxql(atlas.id, 'ram_provisioned')
  expect(values.every((v) => typeof v === 'number' && v > 0)).toBe(true)
  const schemas = await call<Page<{ timeseries_name: string; field_schema: { name: string }[] }>>(
    'GET',
    '/v1/system/timeseries/schemas?limit=100',
  )
  const schema = schemas.body.items.find(
    (s) => s.timeseries_name === 'collection_target:ram_provisioned',
  )
  expect(schema?.field_schema.map((f) => f.name)).toEqual(['id'])
})
