import type { Server } from 'miragejs'
import { makeServer } from '~mirage/server'
import { call } from '~test/mirage/testing'
import { processResponseBody } from '~/api/casing'
import type { OxqlQueryResult } from '~/api/generated/types'
import { cpuCharts, diskCharts, networkCharts } from './charts'
import type { ChartSpec } from './charts'
import { metricsWindow, RANGES } from './range'
import { isEmptyChart } from './series'

// The chart specs against the mock API: every query they build is one the server accepts, and
// a running seeded instance gets lines on every chart of every sub-tab.

// A seeded mock answering a few dozen queries takes a while on a busy machine.
jest.setTimeout(60_000)

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const PROJECT = 'atlas-ingest'

async function instanceId(name: string) {
  const reply = await call<{ id: string }>('GET', `/v1/instances/${name}?project=${PROJECT}`)
  expect(reply.status).toBe(200)
  return reply.body.id
}

async function draw(spec: ChartSpec) {
  const results: OxqlQueryResult[] = []
  for (const query of spec.queries) {
    const reply = await call<{ message?: string }>(
      'POST',
      `/v1/timeseries/query?project=${PROJECT}`,
      { json: { query } },
    )
    expect({ query, status: reply.status, message: reply.body.message }).toEqual({
      query,
      status: 200,
      message: undefined,
    })
    results.push(processResponseBody(reply.body) as OxqlQueryResult)
  }
  return spec.toData(results)
}

test('every chart of every sub-tab draws lines for a running instance, in every range', async () => {
  const id = await instanceId('ingest-worker-1')
  for (const range of RANGES.map((r) => r.value)) {
    const window = metricsWindow(range, new Date())
    for (const spec of [
      ...cpuCharts(id, window),
      ...diskCharts(id, window),
      ...networkCharts(id, window),
    ]) {
      const data = await draw(spec)
      expect({ chart: spec.title, range, empty: isEmptyChart(data) }).toEqual({
        chart: spec.title,
        range,
        empty: false,
      })
      // every point lies inside the window
      for (const t of data.times) {
        expect(t.getTime()).toBeGreaterThan(window.start.getTime())
        expect(t.getTime()).toBeLessThanOrEqual(window.end.getTime())
      }
    }
  }
})

test('CPU shares stay between 0 and 100 and the states add up to the whole', async () => {
  const id = await instanceId('ingest-worker-1')
  const [utilization, states] = cpuCharts(id, metricsWindow('1h', new Date()))
  const u = await draw(utilization!)
  for (const v of u.series[0]!.values) {
    expect(v).toBeGreaterThan(0)
    expect(v).toBeLessThan(100)
  }
  const s = await draw(states!)
  expect(s.series.map((l) => l.label)).toEqual(['Running', 'Waiting', 'Emulation', 'Idle'])
  s.times.forEach((_, i) => {
    const sum = s.series.reduce((acc, l) => acc + (l.values[i] ?? 0), 0)
    expect(sum).toBeCloseTo(100, 6)
  })
})

test('an instance nothing was measured for gets empty charts, not an error', async () => {
  const window = metricsWindow('1h', new Date())
  const unknown = '0a11ce00-0000-4000-8000-00000000dead'
  for (const spec of [...diskCharts(unknown, window), ...networkCharts(unknown, window)]) {
    expect(isEmptyChart(await draw(spec))).toBe(true)
  }
})

test('one network interface narrows every network chart to it, the dropped packets too', async () => {
  const id = await instanceId('ingest-worker-1')
  const nics = await call<{ items: { id: string }[] }>(
    'GET',
    `/v1/network-interfaces?project=${PROJECT}&instance=ingest-worker-1`,
  )
  const nic = nics.body.items[0]!.id
  const specs = networkCharts(id, metricsWindow('1h', new Date()), nic)
  expect(specs.map((s) => s.title)).toEqual([
    'Network throughput',
    'Network packets',
    'Packets dropped',
  ])
  for (const spec of specs) {
    expect(spec.unit).toMatch(/this network interface$/)
    for (const q of spec.queries) expect(q).toContain(`interface_id == "${nic}"`)
    expect(isEmptyChart(await draw(spec))).toBe(false)
  }
})
