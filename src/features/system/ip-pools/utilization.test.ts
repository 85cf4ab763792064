import { exactCount, parseCount, sharePercent, versionCount } from './utilization'

const TWO_64 = 2n ** 64n

test('IPv6 counts stay exact far past what a JS number holds', () => {
  const u = {
    ipv4: { allocated: 3, capacity: 80 },
    ipv6: { allocated: '18446744073709551615', capacity: '18446744073709551616' },
  }
  const v6 = versionCount(u, 'IPv6')!
  expect(v6.capacity).toBe(TWO_64)
  // a double would make these two equal
  expect(v6.allocated).toBe(TWO_64 - 1n)
  expect(exactCount(v6.allocated)).toBe('18,446,744,073,709,551,615')
  expect(versionCount(u, 'IPv4')).toEqual({ allocated: 3n, capacity: 80n })
})

test('the whole IPv6 space is counted exactly', () => {
  const all = (2n ** 128n).toString()
  expect(parseCount(all)).toBe(2n ** 128n)
  expect(exactCount(parseCount(all))).toBe('340,282,366,920,938,463,463,374,607,431,768,211,456')
})

test('anything but a whole count is refused', () => {
  for (const bad of ['', '-1', '1.5', '1e3', '0x10', ' 1', '01']) {
    expect(() => parseCount(bad)).toThrow('Not a count')
  }
  expect(() => parseCount(-1)).toThrow('Not a count')
  expect(() => parseCount(0.5)).toThrow('Not a count')
})

test('shares are taken from the exact counts, rounded down to two decimals', () => {
  expect(sharePercent({ allocated: 0n, capacity: 0n })).toBe(0)
  expect(sharePercent({ allocated: 3n, capacity: 80n })).toBe(3.75)
  expect(sharePercent({ allocated: 1n, capacity: 3n })).toBe(33.33)
  expect(sharePercent({ allocated: 80n, capacity: 80n })).toBe(100)
  // one address short of a full /64 is not shown as full
  expect(sharePercent({ allocated: TWO_64 - 1n, capacity: TWO_64 })).toBe(99.99)
  // a few addresses of a /64 are a share too small to see, not a rounding error
  expect(sharePercent({ allocated: 1000n, capacity: TWO_64 })).toBe(0)
})

test('a version whose counts are unreadable is unknown, the other still shown', () => {
  const u = {
    ipv4: { allocated: 3, capacity: 80 },
    ipv6: { allocated: 'lorem ipsum', capacity: '18446744073709551616' },
  }
  expect(versionCount(u, 'IPv4')).toEqual({ allocated: 3n, capacity: 80n })
  expect(versionCount(u, 'IPv6')).toBeUndefined()
})
