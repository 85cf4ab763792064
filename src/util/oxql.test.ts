import {
  buildOxql,
  oxqlDuration,
  oxqlLiteral,
  oxqlTimestamp,
  parseOxql,
  parseOxqlDuration,
  parseOxqlQuery,
  OxqlSyntaxError,
  type OxqlParts,
} from './oxql'

const START = new Date('2025-03-13T10:42:00Z')
const END = new Date('2025-03-14T10:42:00Z')

const disk: OxqlParts = {
  timeseries: 'virtual_disk:bytes_read',
  range: { kind: 'between', start: START, end: END },
  filters: [{ field: 'attached_instance_id', op: '==', value: 'abc', kind: 'string' }],
  alignMs: 20 * 60_000,
  groupBy: { fields: ['attached_instance_id'], reducer: 'sum' },
}

test('literals: UTC timestamps to the second, durations in their largest whole unit', () => {
  expect(oxqlTimestamp(new Date('2025-03-14T10:42:37.512Z'))).toBe('@2025-03-14T10:42:37')
  expect(oxqlDuration(60_000)).toBe('1m')
  expect(oxqlDuration(20 * 60_000)).toBe('20m')
  expect(oxqlDuration(2 * 3_600_000)).toBe('2h')
  expect(oxqlDuration(7 * 86_400_000)).toBe('1w')
  expect(oxqlDuration(90_000)).toBe('90s')
  expect(oxqlDuration(1500)).toBe('1500ms')
  expect(parseOxqlDuration('20m')).toBe(1_200_000)
  expect(parseOxqlDuration('1w')).toBe(604_800_000)
  expect(parseOxqlDuration('20 minutes')).toBeUndefined()
})

test('a value is quoted as a string (escaped), bare as a number or boolean', () => {
  expect(oxqlLiteral('a"b\\c', 'string')).toBe('"a\\"b\\\\c"')
  expect(oxqlLiteral(' 3 ', 'number')).toBe('3')
  expect(oxqlLiteral('true', 'bool')).toBe('true')
})

test('the text: get, one filter (the range first), the alignment, the grouping', () => {
  expect(buildOxql(disk)).toBe(
    'get virtual_disk:bytes_read' +
      ' | filter timestamp >= @2025-03-13T10:42:00 && timestamp < @2025-03-14T10:42:00' +
      ' && attached_instance_id == "abc"' +
      ' | align mean_within(20m)' +
      ' | group_by [attached_instance_id], sum',
  )
  expect(
    buildOxql({
      timeseries: 'hardware_component:temperature',
      range: { kind: 'last', durationMs: 3_600_000 },
      filters: [
        { field: 'slot', op: '>=', value: '3', kind: 'number' },
        { field: 'sensor', op: '~=', value: 'CPU.*', kind: 'string' },
      ],
      alignMs: null,
      groupBy: null,
    }),
  ).toBe(
    'get hardware_component:temperature | filter timestamp >= @now() - 1h && slot >= 3 && sensor ~= "CPU.*"',
  )
  // nothing but the timeseries
  expect(
    buildOxql({ timeseries: 'a:b', range: null, filters: [], alignMs: null, groupBy: null }),
  ).toBe('get a:b')
})

test('what buildOxql writes reads back as the same parts', () => {
  const reading = parseOxql(buildOxql(disk))
  expect(reading).toEqual({ ok: true, parts: disk })
  const last: OxqlParts = {
    timeseries: 'virtual_machine:vcpu_usage',
    range: { kind: 'last', durationMs: 7 * 86_400_000 },
    filters: [
      { field: 'vcpu_id', op: '!=', value: '0', kind: 'number' },
      { field: 'state', op: '==', value: 'run', kind: 'string' },
      { field: 'datum', op: '>', value: '-2.5', kind: 'number' },
    ],
    alignMs: 2 * 3_600_000,
    groupBy: { fields: ['instance_id', 'state'], reducer: 'mean' },
  }
  expect(parseOxql(buildOxql(last))).toEqual({ ok: true, parts: last })
})

test('a hand-written query in the same shape reads too: spacing, order, several filters', () => {
  const text = `get virtual_disk:bytes_read
    | filter attached_instance_id == 'abc'
    | filter timestamp < @2025-03-14T10:42:00Z && timestamp >= @2025-03-13T10:42:00
    | align mean_within(20m) | group_by [attached_instance_id], sum`
  expect(parseOxql(text)).toEqual({ ok: true, parts: disk })
  // a group_by without a reducer means the mean
  expect(parseOxql('get a:b | align mean_within(1m) | group_by [x]')).toMatchObject({
    ok: true,
    parts: { groupBy: { fields: ['x'], reducer: 'mean' } },
  })
  // no range at all: the API's default
  expect(parseOxql('get a:b')).toEqual({
    ok: true,
    parts: { timeseries: 'a:b', range: null, filters: [], alignMs: null, groupBy: null },
  })
})

test('what the parts cannot hold is said, not lost', () => {
  const reason = (text: string) => {
    const r = parseOxql(text)
    return r.ok ? undefined : r.reason
  }
  expect(reason('get a:b | filter x == 1 || y == 2')).toBe('it joins conditions with ||')
  expect(reason('get a:b | filter !(x == 1)')).toBe('it groups or negates conditions ("!")')
  expect(reason('get a:b | last 5')).toBe('it uses "last"')
  expect(reason('get a:b | align mean_within(1m) | align mean_within(2m)')).toBe('it aligns twice')
  expect(reason('get a:b | filter timestamp >= @2025-01-01')).toBe(
    'its time range has only one end',
  )
  expect(reason('get a:b | filter timestamp >= @now() - 1h && timestamp < @2025-01-01')).toBe(
    'it mixes @now() with fixed times',
  )
  expect(reason('get a:b | align mean_within(1m) | filter x == 1')).toBe(
    'it filters after aligning',
  )
  expect(reason('fetch a:b')).toBe('it does not start with "get"')
  expect(reason('get a:b | filter x ==')).toBe('it ends early')
  expect(reason('get a:b | filter x == #')).toBe('it has unexpected text at "#"')
  expect(reason('get cpu')).toBe('"cpu" is not a timeseries name')
})

test('one parser: the tree of any query, @now() kept relative, what is not OxQL said', () => {
  expect(
    parseOxqlQuery(
      'get a:b | filter timestamp >= @now() - 1h && !(x == -2 || y != "z") | align mean_within(1m) | last 3',
    ),
  ).toEqual({
    timeseries: 'a:b',
    ops: [
      {
        kind: 'filter',
        expr: {
          kind: 'and',
          left: {
            kind: 'cmp',
            field: 'timestamp',
            op: '>=',
            literal: { kind: 'now', offsetMs: -3_600_000 },
          },
          right: {
            kind: 'not',
            expr: {
              kind: 'or',
              left: {
                kind: 'cmp',
                field: 'x',
                op: '==',
                literal: { kind: 'number', value: -2, text: '-2' },
              },
              right: { kind: 'cmp', field: 'y', op: '!=', literal: { kind: 'string', value: 'z' } },
            },
          },
        },
      },
      { kind: 'align', method: 'mean_within', periodMs: 60_000 },
      { kind: 'last', count: 3 },
    ],
  })
  expect(() => parseOxqlQuery('get a:b | filter x ==')).toThrow(OxqlSyntaxError)
  expect(() => parseOxqlQuery('get a:b | align mean_within(soon)')).toThrow(
    '"soon" is not a duration',
  )
})
