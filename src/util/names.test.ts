import { generateName, randomHex } from './names'

describe('randomHex', () => {
  it('gives the requested number of lowercase hex characters', () => {
    expect(randomHex(6)).toMatch(/^[0-9a-f]{6}$/)
    expect(randomHex(1)).toMatch(/^[0-9a-f]$/)
    expect(randomHex(0)).toBe('')
  })

  it('uses the platform CSPRNG', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      ;(array as Uint8Array).set([0x0a, 0xbc, 0xde])
      return array
    })
    expect(randomHex(6)).toBe('0abcde')
    spy.mockRestore()
  })
})

describe('generateName (spec §5, §9)', () => {
  it("appends '-' and 6 hex characters", () => {
    expect(generateName('my-disk')).toMatch(/^my-disk-[0-9a-f]{6}$/)
  })

  it('differs between calls', () => {
    const names = new Set(Array.from({ length: 20 }, () => generateName('x')))
    expect(names.size).toBeGreaterThan(1)
  })

  it('shortens a long base so the whole name is at most 63 characters', () => {
    const name = generateName('a'.repeat(100))
    expect(name).toHaveLength(63)
    expect(name).toMatch(/^a{56}-[0-9a-f]{6}$/)
  })

  it('keeps a base that just fits', () => {
    const base = 'b'.repeat(56)
    expect(generateName(base)).toMatch(new RegExp(`^${base}-[0-9a-f]{6}$`))
    expect(generateName(base)).toHaveLength(63)
  })

  it('drops dashes left at the cut', () => {
    const name = generateName('a'.repeat(55) + '-bcd')
    expect(name).toMatch(/^a{55}-[0-9a-f]{6}$/)
    expect(generateName('disk-')).toMatch(/^disk-[0-9a-f]{6}$/)
  })
})
