import { metricsSearch, readMetricsParams } from './metricsParams'

const read = (search: string) => readMetricsParams(new URLSearchParams(search))

test('the defaults are no parameters at all', () => {
  expect(read('')).toEqual({ range: '1h', custom: undefined, refresh: undefined, nic: undefined })
  expect(metricsSearch(read(''))).toBe('')
  // unknown values fall back to the defaults
  expect(read('?range=2y&refresh=3s')).toMatchObject({ range: '1h', refresh: undefined })
})

test('a preset, auto-refresh and an interface round trip through the address', () => {
  const p = read('?range=24h&refresh=1m&nic=net0')
  expect(p).toEqual({ range: '24h', custom: undefined, refresh: '1m', nic: 'net0' })
  expect(metricsSearch(p)).toBe('?range=24h&refresh=1m&nic=net0')
})

test('a custom window carries its ends; one that cannot be read is kept as missing', () => {
  const search = '?range=custom&start=2025-03-14T09%3A00%3A00.000Z&end=2025-03-14T10%3A00%3A00.000Z'
  const p = read(search)
  expect(p.range).toBe('custom')
  expect(p.custom?.start.toISOString()).toBe('2025-03-14T09:00:00.000Z')
  expect(metricsSearch(p)).toBe(search)
  expect(read('?range=custom&start=soon&end=later')).toMatchObject({
    range: 'custom',
    custom: undefined,
  })
  // the ends mean nothing to a preset
  expect(metricsSearch({ ...p, range: '1w' })).toBe('?range=1w')
})
