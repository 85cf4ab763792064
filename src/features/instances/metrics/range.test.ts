import { DEFAULT_RANGE, metricsWindow, oxqlQuery, parseRange, RANGES } from './range'

const NOW = new Date('2025-03-14T10:42:37.512Z')

test('the offered ranges and what ?range= may name', () => {
  expect(RANGES.map((r) => r.label)).toEqual(['Last hour', 'Last 24 hours', 'Last week'])
  expect(parseRange('24h')).toBe('24h')
  expect(parseRange('1w')).toBe('1w')
  expect(parseRange('2y')).toBeUndefined()
  expect(parseRange(null)).toBeUndefined()
  expect(DEFAULT_RANGE).toBe('1h')
})

test('a window ends at the whole minute before now and spans the range', () => {
  const hour = metricsWindow('1h', NOW)
  expect(hour.end.toISOString()).toBe('2025-03-14T10:42:00.000Z')
  expect(hour.start.toISOString()).toBe('2025-03-14T09:42:00.000Z')
  const week = metricsWindow('1w', NOW)
  expect(week.start.toISOString()).toBe('2025-03-07T10:42:00.000Z')
  // every range is drawn with between 60 and 90 points
  for (const r of RANGES) {
    const w = metricsWindow(r.value, NOW)
    const points = (w.end.getTime() - w.start.getTime()) / w.alignMs
    expect(points).toBeGreaterThanOrEqual(60)
    expect(points).toBeLessThanOrEqual(90)
  }
})

test('the query text filters by the window and the instance, aligns, and sums per instance', () => {
  const text = oxqlQuery({
    timeseries: 'virtual_disk:bytes_read',
    where: { attached_instance_id: 'abc' },
    window: metricsWindow('24h', NOW),
    groupBy: ['attached_instance_id'],
  })
  expect(text).toBe(
    'get virtual_disk:bytes_read' +
      ' | filter timestamp >= @2025-03-13T10:42:00 && timestamp < @2025-03-14T10:42:00' +
      ' && attached_instance_id == "abc"' +
      ' | align mean_within(20m)' +
      ' | group_by [attached_instance_id], sum',
  )
})

test('field values are quoted so they cannot end the string early', () => {
  const text = oxqlQuery({
    timeseries: 'virtual_machine:vcpu_usage',
    where: { instance_id: 'a"b\\c' },
    window: metricsWindow('1h', NOW),
    groupBy: ['state'],
  })
  expect(text).toContain('instance_id == "a\\"b\\\\c"')
})
