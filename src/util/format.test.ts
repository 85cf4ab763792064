import {
  capacityEstimate,
  formatBytes,
  formatDateTime,
  formatMomentNear,
  formatNumber,
  GiB,
  KiB,
  MiB,
  defaultDiskSizeGib,
  sizeAfterSourcePick,
  formatPercent,
  quotaPercent,
  relativeTimeShort,
  sumSledCapacity,
  TiB,
  truncate,
} from './format'

describe('relativeTimeShort (spec §9)', () => {
  const now = new Date('2026-03-01T12:00:00Z')
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

  it.each([
    [0, '0s'],
    [30, '30s'],
    [59, '59s'],
    [60, '1m'],
    [5 * 60, '5m'],
    [59 * 60 + 59, '59m'],
    [60 * 60, '1h'],
    [2 * 60 * 60, '2h'],
    [23 * 60 * 60 + 59 * 60, '23h'],
    [24 * 60 * 60, '1d'],
    [3 * 24 * 60 * 60, '3d'],
    [364 * 24 * 60 * 60, '364d'],
    [365 * 24 * 60 * 60, '~1y'],
    [3 * 365 * 24 * 60 * 60 + 100, '~3y'],
  ])('%ss ago → %s', (seconds, expected) => {
    expect(relativeTimeShort(ago(seconds), now)).toBe(expected)
  })

  it('ignores sub-second differences', () => {
    expect(relativeTimeShort(new Date(now.getTime() - 999), now)).toBe('0s')
  })

  it('marks future dates with "in"', () => {
    expect(relativeTimeShort(ago(-5 * 60), now)).toBe('in 5m')
    expect(relativeTimeShort(ago(-2 * 24 * 60 * 60), now)).toBe('in 2d')
    // clock skew under a second is not worth a prefix
    expect(relativeTimeShort(new Date(now.getTime() + 500), now)).toBe('0s')
  })

  it('defaults now to the current time', () => {
    expect(relativeTimeShort(new Date(Date.now() - 10_000))).toMatch(/^1[01]s$/)
  })
})

describe('byte helpers (spec §9: steps of 1024)', () => {
  it('has 1024-step units', () => {
    expect(KiB).toBe(1024)
    expect(MiB).toBe(1024 ** 2)
    expect(GiB).toBe(1024 ** 3)
    expect(TiB).toBe(1024 ** 4)
  })
})

describe('formatBytes (spec §9)', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1,023 B'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [1024 ** 2 * 2.345, '2.35 MiB'],
    [1024 ** 3, '1 GiB'],
    [1024 ** 4 * 3.25, '3.25 TiB'],
    // nothing beyond TiB: big values stay in TiB
    [1024 ** 5 * 1.5, '1,536 TiB'],
  ])('IEC by default: %d → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected)
  })

  it('spells JEDEC units with the same 1024 steps', () => {
    expect(formatBytes(1024, { units: 'jedec' })).toBe('1 KB')
    expect(formatBytes(1024 ** 2 * 5, { units: 'jedec' })).toBe('5 MB')
    expect(formatBytes(1024 ** 3 * 1.5, { units: 'jedec' })).toBe('1.5 GB')
    expect(formatBytes(1024 ** 4, { units: 'jedec' })).toBe('1 TB')
    expect(formatBytes(100, { units: 'jedec' })).toBe('100 B')
  })

  it('uses 2 decimals by default and takes another count', () => {
    expect(formatBytes(1024 * 1.23456)).toBe('1.23 KiB')
    expect(formatBytes(1024 * 1.23456, { decimals: 0 })).toBe('1 KiB')
    expect(formatBytes(1024 * 1.23456, { decimals: 4 })).toBe('1.2346 KiB')
  })
})

describe('defaultDiskSizeGib (spec §9: up to a multiple of 10, at most 1023)', () => {
  it.each([
    [0.5, 10],
    [1, 10],
    [10, 10],
    [10.1, 20],
    [20, 20],
    [99.5, 100],
    [1015, 1020],
    [1021, 1023],
    [5000, 1023],
  ])('a %d GiB source → %d GiB', (gib, expected) => {
    expect(defaultDiskSizeGib(gib * GiB)).toBe(expected)
  })
})

describe('sizeAfterSourcePick: the size follows the picked source until the user sets one', () => {
  it('untouched: the default for the source, either way', () => {
    expect(sizeAfterSourcePick(10, false, 21 * GiB)).toBe(30)
    expect(sizeAfterSourcePick(30, false, 2 * GiB)).toBe(10)
    expect(sizeAfterSourcePick(10, false, 3 * GiB)).toBeUndefined()
  })
  it('set by the user: kept while it holds the source, else the default', () => {
    expect(sizeAfterSourcePick(50, true, 21 * GiB)).toBeUndefined()
    expect(sizeAfterSourcePick(15, true, 21 * GiB)).toBe(30)
    expect(sizeAfterSourcePick('', true, 21 * GiB)).toBe(30)
  })
})

describe('usage shares are exact, one rounding everywhere', () => {
  it('the share of a quota, and no quota at all', () => {
    expect(quotaPercent(185, 256)).toBeCloseTo(72.27)
    expect(quotaPercent(0, 0)).toBe(0)
    expect(quotaPercent(4, 0)).toBe(Number.POSITIVE_INFINITY)
  })
  it.each([
    [0, '0%'],
    [0.4, '<1%'],
    // prairie's 185 of 256 CPUs: 72 %, never a bucket like 80 %
    [(185 / 256) * 100, '72%'],
    [(2.75 / 20) * 100, '13%'],
    [99.9, '99%'],
    [100, '100%'],
    [1234.4, '1,234%'],
    [Number.POSITIVE_INFINITY, 'No quota'],
  ])('%d → %s', (percent, text) => {
    expect(formatPercent(percent)).toBe(text)
  })
})

describe('capacityEstimate (spec §9)', () => {
  it('applies 70 % to 32 TB × 0.909 per sled and to the RAM and CPU sums', () => {
    const est = capacityEstimate({ sleds: 2, ram: 1000 * GiB, cpus: 256 })
    expect(est.diskTiB).toBeCloseTo(2 * 32 * 0.909 * 0.7) // 40.7232
    expect(est.ram).toBe(Math.floor(1000 * GiB * 0.7))
    expect(est.cpus).toBe(179) // 256 × 0.7 = 179.2, whole threads only
  })

  it('is zero for no sleds', () => {
    expect(capacityEstimate({ sleds: 0, ram: 0, cpus: 0 })).toEqual({ diskTiB: 0, ram: 0, cpus: 0 })
  })

  it('sums sled capacities into its input', () => {
    const sleds = [
      { usablePhysicalRam: 512 * GiB, usableHardwareThreads: 128 },
      { usablePhysicalRam: 1024 * GiB, usableHardwareThreads: 64 },
    ]
    expect(sumSledCapacity(sleds)).toEqual({ sleds: 2, ram: 1536 * GiB, cpus: 192 })
    expect(sumSledCapacity([])).toEqual({ sleds: 0, ram: 0, cpus: 0 })
  })
})

describe('formatNumber (spec §9)', () => {
  it.each<[number | bigint, string]>([
    [0, '0'],
    [999, '999'],
    [999_999, '999,999'],
    [1_000_000, '1M'],
    [1_234_567, '1.2M'],
    [2_500_000_000, '2.5B'],
    [999_000_000_000_000, '999T'],
    [1e15, '1E15'],
    [1.5e15, '1.5E15'],
    [-2_000_000, '-2M'],
    [123n, '123'],
    [999_999n, '999,999'],
    [1_000_000n, '1M'],
    [10n ** 15n, '1E15'],
    // an IPv6 pool's capacity is far beyond Number's safe range
    [2n ** 64n, '18.447E18'],
    [-(10n ** 16n), '-10E15'],
  ])('%p → %s', (n, expected) => {
    expect(formatNumber(n)).toBe(expected)
  })
})

describe('truncate (spec §9)', () => {
  it('leaves text at or under the limit alone', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef')
    expect(truncate('abc', 6, 'middle')).toBe('abc')
    expect(truncate('', 0)).toBe('')
  })

  it('keeps max − 2 characters plus an ellipsis at the end', () => {
    expect(truncate('abcdefghij', 6)).toBe('abcd…')
    expect(truncate('abcdefghij', 6, 'end')).toBe('abcd…')
  })

  it('splits the kept characters around a middle ellipsis', () => {
    expect(truncate('abcdefghij', 6, 'middle')).toBe('ab…ij')
    expect(truncate('abcdefghij', 7, 'middle')).toBe('abc…ij')
  })

  it('copes with tiny limits', () => {
    expect(truncate('abcdef', 3, 'middle')).toBe('a…')
    expect(truncate('abcdef', 2, 'middle')).toBe('…')
    expect(truncate('abcdef', 1)).toBe('…')
  })

  it('truncates a toast call-to-action at 36 characters (spec §9)', () => {
    const cta = 'View the newly created instance in its project'
    const out = truncate(cta, 36)
    expect(out).toHaveLength(35)
    expect(out.endsWith('…')).toBe(true)
  })
})

describe('formatDateTime', () => {
  it('formats en-US with a plain space before AM/PM', () => {
    // local time, so the test is independent of the machine's time zone
    expect(formatDateTime(new Date(2026, 0, 2, 15, 4))).toBe('Jan 2, 2026, 3:04 PM')
    expect(formatDateTime(new Date(2025, 11, 31, 0, 0))).toBe('Dec 31, 2025, 12:00 AM')
    expect(formatDateTime(new Date(2025, 5, 9, 12, 30))).toBe('Jun 9, 2025, 12:30 PM')
  })

  it("writes what Intl's en-US format writes, at every hour of the year and across years", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
    const dates = [
      ...Array.from({ length: 366 * 24 }, (_, h) => new Date(2024, 0, 1, h, (h * 7) % 60)),
      ...Array.from({ length: 40 }, (_, y) => new Date(1990 + y, y % 12, 1 + y, y % 24, y)),
    ]
    const mismatches = dates.filter(
      (d) => formatDateTime(d) !== intl.format(d).replace(/[\u202f\u00a0]/g, ' '),
    )
    expect(mismatches).toEqual([])
  })

  it('throws on an invalid date, as Intl does', () => {
    expect(() => formatDateTime(new Date(NaN))).toThrow(RangeError)
  })
})

test('a timestamp that did not parse (still the string the API sent) is shown as given', () => {
  // eslint-disable-next-line no-restricted-syntax -- a timestamp the parse left as the string the API sent, which the type does not admit
  const sent = 'tomorrow-ish' as unknown as Date
  expect(relativeTimeShort(sent)).toBe('tomorrow-ish')
  expect(formatDateTime(sent)).toBe('tomorrow-ish')
  expect(formatMomentNear(sent, new Date())).toBe('tomorrow-ish')
})
