import type { OxqlQueryResult } from '~/api/generated/types'
import {
  chartLines,
  distinguishingFields,
  formatInUnit,
  seriesOf,
  summaryRows,
} from './explorerData'

const ts = (
  fields: Record<string, string | number>,
  times: string[],
  values: (number | null)[],
) => ({
  fields: Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      typeof v === 'number'
        ? { type: 'u32' as const, value: v }
        : { type: 'string' as const, value: v },
    ]),
  ),
  points: {
    timestamps: times,
    values: [{ metricType: 'gauge' as const, values: { type: 'double' as const, values } }],
  },
})

const T1 = '2025-03-14T10:00:00Z'
const T2 = '2025-03-14T10:01:00Z'
const T3 = '2025-03-14T10:02:00Z'

const result: OxqlQueryResult = {
  tables: [
    {
      name: 'virtual_machine:vcpu_usage',
      timeseries: [
        ts({ instance_id: 'i1', state: 'run', vcpu_id: 0 }, [T1, T2], [10, 30]),
        ts({ instance_id: 'i1', state: 'idle', vcpu_id: 0 }, [T2, T3], [50, null]),
      ],
    },
  ],
}

test('every timeseries with its fields as text and its numbers, gaps as null', () => {
  const series = seriesOf(result)
  expect(series.map((s) => [s.id, s.fields, s.values, s.numeric])).toEqual([
    [
      'virtual_machine:vcpu_usage/0',
      { instance_id: 'i1', state: 'run', vcpu_id: '0' },
      [10, 30],
      true,
    ],
    [
      'virtual_machine:vcpu_usage/1',
      { instance_id: 'i1', state: 'idle', vcpu_id: '0' },
      [50, null],
      true,
    ],
  ])
  expect(seriesOf(undefined)).toEqual([])
})

test('a label says only what tells timeseries apart', () => {
  const series = seriesOf(result)
  expect(distinguishingFields(series)).toEqual(['state'])
  expect(summaryRows(series).map((r) => r.label)).toEqual(['state=run', 'state=idle'])
  // one timeseries: all its fields
  expect(distinguishingFields(series.slice(0, 1))).toEqual(['instance_id', 'state', 'vcpu_id'])
})

test('summary rows: points, latest, min, max and mean of the values there are', () => {
  const [run, idle] = summaryRows(seriesOf(result))
  expect(run).toMatchObject({ points: 2, latest: 30, min: 10, max: 30, mean: 20 })
  expect(idle).toMatchObject({ points: 2, latest: 50, min: 50, max: 50, mean: 50 })
})

test('chart lines share one sorted time axis; lines past the cap are counted, not drawn', () => {
  const lines = chartLines(seriesOf(result))
  expect(lines.times.map((t) => t.toISOString())).toEqual([
    '2025-03-14T10:00:00.000Z',
    '2025-03-14T10:01:00.000Z',
    '2025-03-14T10:02:00.000Z',
  ])
  expect(lines.lines.map((l) => [l.label, l.values])).toEqual([
    ['state=run', [10, 30, null]],
    ['state=idle', [null, 50, null]],
  ])
  expect(chartLines(seriesOf(result), 1)).toMatchObject({
    hidden: 1,
    lines: [{ label: 'state=run' }],
  })
})

test('values that are not numbers are listed but never drawn', () => {
  const strings: OxqlQueryResult = {
    tables: [
      {
        name: 'a:b',
        timeseries: [
          {
            fields: {},
            points: {
              timestamps: [T1],
              values: [{ metricType: 'gauge', values: { type: 'string', values: ['up'] } }],
            },
          },
        ],
      },
    ],
  }
  const series = seriesOf(strings)
  expect(series[0]).toMatchObject({ numeric: false, values: [null] })
  expect(chartLines(series).lines).toEqual([])
  expect(summaryRows(series)[0]).toMatchObject({ points: 1, latest: null, mean: null })
})

test('values in the unit the schema names', () => {
  expect(formatInUnit(1536, 'bytes')).toBe('1.5 KiB')
  expect(formatInUnit(2_500_000_000, 'nanoseconds')).toBe('2.5 s')
  expect(formatInUnit(1_500, 'nanoseconds')).toBe('1.5 µs')
  expect(formatInUnit(48.25, 'degrees_celsius')).toBe('48.25 °C')
  expect(formatInUnit(5200, 'rpm')).toBe('5,200 RPM')
  expect(formatInUnit(3.3, 'volts')).toBe('3.3 V')
  expect(formatInUnit(12_345_678, 'count')).toBe('12M')
})
