import type { TimeseriesSchema } from '~/api/generated/types'
import { alignFor, literalKind, rangeChoice, startQuery, switchTimeseries } from './explorerQuery'

const HOUR = 3_600_000

test('a range is a preset, custom (a fixed window or another length) or none', () => {
  expect(rangeChoice({ kind: 'last', durationMs: HOUR })).toBe('1h')
  expect(rangeChoice({ kind: 'last', durationMs: 7 * 24 * HOUR })).toBe('1w')
  expect(rangeChoice({ kind: 'last', durationMs: 2 * HOUR })).toBe('custom')
  expect(rangeChoice({ kind: 'between', start: new Date(0), end: new Date(HOUR) })).toBe('custom')
  expect(rangeChoice(null)).toBe('none')
})

test('points are as wide as gives at most 90 over the span', () => {
  expect(alignFor(HOUR)).toBe(60_000)
  expect(alignFor(24 * HOUR)).toBe(20 * 60_000)
  expect(alignFor(7 * 24 * HOUR)).toBe(2 * HOUR)
  expect(alignFor(10 * 60_000)).toBe(10_000)
  expect(alignFor(365 * 24 * HOUR)).toBe(24 * HOUR)
})

test("a field's values are numbers for integer types, booleans for bool, else strings", () => {
  expect(literalKind({ fieldType: 'u32' })).toBe('number')
  expect(literalKind({ fieldType: 'i64' })).toBe('number')
  expect(literalKind({ fieldType: 'bool' })).toBe('bool')
  expect(literalKind({ fieldType: 'uuid' })).toBe('string')
  expect(literalKind({ fieldType: 'ip_addr' })).toBe('string')
  expect(literalKind(undefined)).toBe('string')
})

const schema = (name: string, fields: string[]): TimeseriesSchema => ({
  timeseriesName: name,
  authzScope: 'fleet',
  created: '2025-01-01T00:00:00Z',
  datumType: 'cumulative_u64',
  description: { target: '', metric: '' },
  fieldSchema: fields.map((f) => ({
    name: f,
    fieldType: 'string',
    source: 'target',
    description: '',
  })),
  units: 'bytes',
  version: 1,
})

test('a picked timeseries starts at the last hour, aligned; a switch keeps what still applies', () => {
  const start = startQuery('virtual_disk:bytes_read')
  expect(start).toEqual({
    timeseries: 'virtual_disk:bytes_read',
    range: { kind: 'last', durationMs: HOUR },
    filters: [],
    alignMs: 60_000,
    groupBy: null,
  })
  const built = {
    ...start,
    filters: [
      { field: 'project_id', op: '==' as const, value: 'p', kind: 'string' as const },
      { field: 'disk_id', op: '==' as const, value: 'd', kind: 'string' as const },
      { field: 'datum', op: '>' as const, value: '0', kind: 'number' as const },
    ],
    groupBy: { fields: ['disk_id'], reducer: 'sum' as const },
  }
  expect(
    switchTimeseries(built, schema('virtual_machine:vcpu_usage', ['project_id', 'instance_id'])),
  ).toEqual({
    ...start,
    timeseries: 'virtual_machine:vcpu_usage',
    filters: [built.filters[0], built.filters[2]],
    groupBy: null,
  })
})
