import { formatDeviceCode, isCompleteDeviceCode, normalizeDeviceCode } from './deviceCode'

describe('normalizeDeviceCode (spec §5)', () => {
  it('keeps letters only, uppercased', () => {
    expect(normalizeDeviceCode('abc')).toBe('ABC')
    expect(normalizeDeviceCode('lxq-vwp 7trzz!')).toBe('LXQVWPTR')
    expect(normalizeDeviceCode('a1b2c3')).toBe('ABC')
    expect(normalizeDeviceCode('')).toBe('')
    expect(normalizeDeviceCode('123-456')).toBe('')
  })

  it('stops at 8 letters', () => {
    expect(normalizeDeviceCode('ABCDEFGHIJ')).toBe('ABCDEFGH')
  })

  it('drops letters outside A–Z, even ones that uppercase to A–Z', () => {
    expect(normalizeDeviceCode('ßéabc')).toBe('ABC')
  })
})

describe('formatDeviceCode (spec §5)', () => {
  it('puts the dash after the 3rd letter', () => {
    expect(formatDeviceCode('ABCDEFGH')).toBe('ABC-DEFGH')
  })

  it('normalises first', () => {
    expect(formatDeviceCode('abc-defgh')).toBe('ABC-DEFGH')
    expect(formatDeviceCode('ABC-DEFGH')).toBe('ABC-DEFGH')
  })

  it('adds no dash until there is something after it', () => {
    expect(formatDeviceCode('')).toBe('')
    expect(formatDeviceCode('AB')).toBe('AB')
    expect(formatDeviceCode('ABC')).toBe('ABC')
    expect(formatDeviceCode('ABCD')).toBe('ABC-D')
  })
})

describe('isCompleteDeviceCode (spec §5)', () => {
  it('needs exactly 8 uppercase letters', () => {
    expect(isCompleteDeviceCode('ABCDEFGH')).toBe(true)
    expect(isCompleteDeviceCode('ABCDEFG')).toBe(false)
    expect(isCompleteDeviceCode('ABCDEFGHI')).toBe(false)
    expect(isCompleteDeviceCode('abcdefgh')).toBe(false)
    expect(isCompleteDeviceCode('ABC-DEFGH')).toBe(false)
    expect(isCompleteDeviceCode('ABCDEFG1')).toBe(false)
    expect(isCompleteDeviceCode('')).toBe(false)
  })
})
