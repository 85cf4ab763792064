import type { OxqlQueryResult, Timeseries } from '~/api/generated/types'
import {
  formatBytesRate,
  formatCountRate,
  formatPercent,
  isEmptyChart,
  perSecond,
  toChartData,
  vcpuStateLabel,
  vcpuStateShares,
  vcpuUtilization,
} from './series'

const T1 = '2025-03-14T10:00:00.000Z'
const T2 = '2025-03-14T10:01:00.000Z'
const T3 = '2025-03-14T10:02:00.000Z'

function ts(fields: Record<string, string>, timestamps: string[], values: (number | null)[]) {
  const series: Timeseries = {
    fields: Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, { type: 'string' as const, value: v }]),
    ),
    points: {
      timestamps,
      values: [{ metricType: 'delta', values: { type: 'double', values } }],
    },
  }
  return series
}
const result = (...series: Timeseries[]): OxqlQueryResult => ({
  tables: [{ name: 't:m', timeseries: series }],
})

test('a line per key on one sorted time axis, gaps where a line has no point', () => {
  const data = toChartData([
    { result: result(ts({}, [T2, T1], [20, 10])), key: 'Read' },
    { result: result(ts({}, [T2, T3], [5, 6])), key: 'Written' },
  ])
  expect(data.times.map((d) => d.toISOString())).toEqual([T1, T2, T3])
  expect(data.series).toEqual([
    { key: 'Read', label: 'Read', values: [10, 20, null] },
    { key: 'Written', label: 'Written', values: [null, 5, 6] },
  ])
})

test('lines keyed by a field, labelled, and summed when two series share a key', () => {
  const data = toChartData([
    {
      result: result(
        ts({ state: 'run' }, [T1, T2], [1, 2]),
        ts({ state: 'run' }, [T1, T2], [3, null]),
        ts({ state: 'idle' }, [T1, T2], [7, 8]),
      ),
      key: { field: 'state' },
      label: vcpuStateLabel,
    },
  ])
  expect(data.series.map((s) => [s.key, s.label, s.values])).toEqual([
    ['run', 'Running', [4, 2]],
    ['idle', 'Idle', [7, 8]],
  ])
})

test('non-numeric values are gaps, and a result without series is an empty chart', () => {
  const strange: OxqlQueryResult = {
    tables: [
      {
        name: 't:m',
        timeseries: [
          {
            fields: {},
            points: {
              timestamps: [T1],
              values: [{ metricType: 'gauge', values: { type: 'boolean', values: [true] } }],
            },
          },
        ],
      },
    ],
  }
  expect(isEmptyChart(toChartData([{ result: strange, key: 'x' }]))).toBe(true)
  expect(isEmptyChart(toChartData([{ result: { tables: [] }, key: 'x' }]))).toBe(true)
  expect(isEmptyChart(toChartData([{ result: result(ts({}, [T1], [0])), key: 'x' }]))).toBe(false)
})

test('per-sample means become rates per second', () => {
  const data = perSecond(
    toChartData([{ result: result(ts({}, [T1, T2], [100, null])), key: 'x' }]),
    10,
  )
  expect(data.series[0]?.values).toEqual([10, null])
})

test('vCPU time by state as shares of all vCPU time, and utilization as the non-idle share', () => {
  const byState = toChartData([
    {
      result: result(
        ts({ state: 'idle' }, [T1, T2], [6e9, 2e9]),
        ts({ state: 'run' }, [T1, T2], [3e9, 7e9]),
        ts({ state: 'waiting' }, [T1, T2], [0.5e9, 0.5e9]),
        ts({ state: 'emulation' }, [T1, T2], [0.5e9, 0.5e9]),
      ),
      key: { field: 'state' },
      label: vcpuStateLabel,
    },
  ])
  const shares = vcpuStateShares(byState)
  expect(shares.series.map((s) => [s.label, s.values])).toEqual([
    ['Running', [30, 70]],
    ['Waiting', [5, 5]],
    ['Emulation', [5, 5]],
    ['Idle', [60, 20]],
  ])
  expect(vcpuUtilization(byState).series).toEqual([
    { key: 'utilization', label: 'Utilization', values: [40, 80] },
  ])
})

test('utilization is a gap where no state was reported', () => {
  const byState = toChartData([
    {
      result: result(ts({ state: 'idle' }, [T1, T2], [null, 1e9])),
      key: { field: 'state' },
    },
  ])
  expect(vcpuUtilization(byState).series[0]?.values).toEqual([null, 0])
})

test('axis values read as percentages, bytes and counts per second', () => {
  expect(formatPercent(42.123)).toBe('42%')
  expect(formatPercent(2.55)).toBe('2.6%')
  expect(formatBytesRate(1536)).toBe('1.5 KiB/s')
  expect(formatBytesRate(0)).toBe('0 B/s')
  expect(formatCountRate(350)).toBe('350/s')
  expect(formatCountRate(0.25)).toBe('0.25/s')
  // dropped packets: ticks a few thousandths apart still read differently
  expect([0.005, 0.01, 0.015].map(formatCountRate)).toEqual(['0.005/s', '0.01/s', '0.015/s'])
  expect(formatCountRate(25_000)).toBe('25K/s')
})

test('an answer missing fields or points draws what it has', () => {
  // eslint-disable-next-line no-restricted-syntax -- an answer lacking what the contract requires, as the test is about
  const noFields = { ...ts({}, [T1], [3]), fields: undefined } as unknown as Timeseries
  // eslint-disable-next-line no-restricted-syntax -- an answer lacking what the contract requires, as the test is about
  const noPoints = { fields: {} } as unknown as Timeseries
  // eslint-disable-next-line no-restricted-syntax -- an answer lacking what the contract requires, as the test is about
  const noSeries = { tables: [{ name: 't:m' }] } as unknown as OxqlQueryResult
  const data = toChartData([
    { result: result(noFields, noPoints), key: { field: 'vcpuId' } },
    { result: noSeries, key: 'Other' },
  ])
  expect(data.times.map((d) => d.toISOString())).toEqual([T1])
  expect(data.series).toEqual([{ key: '', label: '', values: [3] }])
})
