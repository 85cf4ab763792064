import { parseCount, poolCount, sharePercent, utilizationText } from './utilization'

const TWO_64 = 2n ** 64n

test('allocated is capacity less remaining, taken from the doubles as sent', () => {
  expect(poolCount({ capacity: 80, remaining: 77 })).toEqual({
    allocated: 3n,
    capacity: 80n,
    exact: true,
  })
  // 2^64 is a double exactly: an empty /64 reads as every address free
  const v6 = poolCount({ capacity: 2 ** 64, remaining: 2 ** 64 })!
  expect(v6).toEqual({ allocated: 0n, capacity: TWO_64, exact: false })
})

test('the sentence the bar announces: exact below 2^53, "About" past it', () => {
  expect(utilizationText(poolCount({ capacity: 80, remaining: 77 })!, 'v4')).toBe(
    '3 of 80 IPv4 addresses allocated',
  )
  expect(utilizationText(poolCount({ capacity: 2 ** 64, remaining: 2 ** 64 })!, 'v6')).toBe(
    'About 0 of 18,446,744,073,709,551,616 IPv6 addresses allocated',
  )
  // 2^53 - 1 is the largest count a double holds with every integer below it
  const edge = poolCount({ capacity: Number.MAX_SAFE_INTEGER, remaining: 0 })!
  expect(utilizationText(edge, 'v6')).toBe(
    '9,007,199,254,740,991 of 9,007,199,254,740,991 IPv6 addresses allocated',
  )
})

test('anything but a whole count, or more remaining than capacity, is unreadable', () => {
  for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(() => parseCount(bad)).toThrow('Not a count')
    expect(poolCount({ capacity: bad, remaining: 0 })).toBeUndefined()
  }
  expect(poolCount({ capacity: 10, remaining: 11 })).toBeUndefined()
})

test('shares are taken from the counts as bigints, rounded down to two decimals', () => {
  expect(sharePercent({ allocated: 0n, capacity: 0n })).toBe(0)
  expect(sharePercent({ allocated: 3n, capacity: 80n })).toBe(3.75)
  expect(sharePercent({ allocated: 1n, capacity: 3n })).toBe(33.33)
  expect(sharePercent({ allocated: 80n, capacity: 80n })).toBe(100)
  // one address short of a full /64 is not shown as full
  expect(sharePercent({ allocated: TWO_64 - 1n, capacity: TWO_64 })).toBe(99.99)
  // a few addresses of a /64 are a share too small to see, not a rounding error
  expect(sharePercent({ allocated: 1000n, capacity: TWO_64 })).toBe(0)
})
