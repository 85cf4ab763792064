import {
  customRangeErrors,
  fromLocalInput,
  parseRefresh,
  parseWindowParams,
  refreshMs,
  toLocalInput,
} from './timeRange'

const NOW = new Date('2025-03-14T10:42:30Z')
const at = (iso: string) => new Date(iso)

test('a custom window: both ends, the end after the start, not in the future, start kept', () => {
  const ok = customRangeErrors(at('2025-03-14T09:00:00Z'), at('2025-03-14T10:00:00Z'), NOW, 30)
  expect(ok).toEqual({})
  expect(customRangeErrors(undefined, undefined, NOW, 30)).toEqual({
    start: 'Start is required',
    end: 'End is required',
  })
  expect(
    customRangeErrors(at('2025-03-14T10:00:00Z'), at('2025-03-14T09:00:00Z'), NOW, 30),
  ).toEqual({ end: 'End must be after start' })
  // equal ends are no window either
  expect(
    customRangeErrors(at('2025-03-14T10:00:00Z'), at('2025-03-14T10:00:00Z'), NOW, 30),
  ).toEqual({ end: 'End must be after start' })
  expect(
    customRangeErrors(at('2025-03-14T09:00:00Z'), at('2025-03-14T10:44:00Z'), NOW, 30),
  ).toEqual({ end: 'End must not be in the future' })
  // the minute under way counts as now: a datetime-local field cannot say seconds
  expect(
    customRangeErrors(at('2025-03-14T09:00:00Z'), at('2025-03-14T10:43:00Z'), NOW, 30),
  ).toEqual({})
  expect(
    customRangeErrors(at('2025-02-10T09:00:00Z'), at('2025-03-14T10:00:00Z'), NOW, 30),
  ).toEqual({ start: 'Start must be within the last 30 days' })
  expect(customRangeErrors(new Date('x'), at('2025-03-14T10:00:00Z'), NOW, 30)).toEqual({
    start: 'Must be a date and time',
  })
})

test('datetime-local values round trip in the local zone; empty is no date', () => {
  const d = new Date(2025, 2, 14, 9, 5)
  expect(toLocalInput(d)).toBe('2025-03-14T09:05')
  expect(fromLocalInput('2025-03-14T09:05')?.getTime()).toBe(d.getTime())
  expect(fromLocalInput('  ')).toBeUndefined()
})

test('a window in the address needs both ends, readable', () => {
  expect(parseWindowParams('2025-03-14T09:00:00.000Z', '2025-03-14T10:00:00.000Z')).toEqual({
    start: at('2025-03-14T09:00:00Z'),
    end: at('2025-03-14T10:00:00Z'),
  })
  expect(parseWindowParams('2025-03-14T09:00:00.000Z', null)).toBeUndefined()
  expect(parseWindowParams('yesterday', '2025-03-14T10:00:00.000Z')).toBeUndefined()
})

test('auto-refresh intervals by their address value', () => {
  expect(parseRefresh('10s')).toBe('10s')
  expect(parseRefresh('2s')).toBeUndefined()
  expect(refreshMs('1m')).toBe(60_000)
  expect(refreshMs(undefined)).toBeUndefined()
})
