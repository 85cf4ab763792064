// Pins every constant to the number the spec gives, so an accidental edit fails loudly.
import * as c from './constants'

describe('constants (spec §9 unless noted)', () => {
  it('timing', () => {
    expect(c.STALE_TIME_MS).toBe(2000)
    expect(c.TOAST_TIMEOUT_MS).toEqual({ success: 5000, info: 5000, error: 15000 })
    expect(c.ANNOUNCER_REMOVE_MS).toBe(7000)
    expect(c.COPY_FEEDBACK_MS).toBe(2000)
    expect(c.LOADING_BAR_DELAY_MS).toBe(20)
    expect(c.TOOLTIP_DELAY_MS).toBe(250)
    expect(c.TRUNCATED_TOOLTIP_DELAY_MS).toBe(300)
    expect(c.MOCK_DELAY_MS).toEqual({ min: 200, max: 400 })
  })

  it('sizes and limits', () => {
    expect(c.PAGE_SIZE).toBe(25)
    expect(c.TOAST_CTA_MAX).toBe(36)
    expect(c.DEVICE_CODE_LENGTH).toBe(8)
    expect(c.DEVICE_CODE_DASH_AFTER).toBe(3)
    expect(c.NAME_SUFFIX_LENGTH).toBe(6)
    expect(c.MAX_NAME_LENGTH).toBe(63)
    expect(c.DEFAULT_DISK_SIZE_MAX_GIB).toBe(1023)
    expect(c.DEFAULT_DISK_SIZE_STEP_GIB).toBe(10)
    expect(c.BYTES_DEFAULT_DECIMALS).toBe(2)
  })

  it('capacity estimate numbers', () => {
    expect(c.CAPACITY_FACTOR).toBe(0.7)
    expect(c.DISK_TB_PER_SLED).toBe(32)
    expect(c.DISK_TB_MULTIPLIER).toBe(0.909)
  })

  it('number notation thresholds', () => {
    expect(c.COMPACT_NOTATION_FROM).toBe(1e6)
    expect(c.ENGINEERING_NOTATION_FROM).toBe(1e15)
  })

  it('named values', () => {
    expect(c.CONSOLE_NAME).toBe('Oxide Console')
  })
})
