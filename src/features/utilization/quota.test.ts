import { percentText, quotaUse } from './quota'

test('under the quota the bar spans the quota', () => {
  expect(quotaUse(64, 256)).toEqual({ percent: 25, scale: 100, over: false })
  expect(quotaUse(0, 256)).toEqual({ percent: 0, scale: 100, over: false })
  expect(quotaUse(0, 0)).toEqual({ percent: 0, scale: 100, over: false })
})

test('over the quota the scale is the spec §9 capped percentage', () => {
  // 134 % → up to the next multiple of 10
  expect(quotaUse(134, 100)).toEqual({ percent: 134, scale: 140, over: true })
  // capped at 1023
  expect(quotaUse(5000, 100)).toMatchObject({ scale: 1023, over: true })
  // no quota at all
  expect(quotaUse(4, 0)).toEqual({ percent: Number.POSITIVE_INFINITY, scale: 1023, over: true })
})

test('percentages read whole, never 100 % before the quota is reached', () => {
  expect(percentText(0)).toBe('0%')
  expect(percentText(0.4)).toBe('<1%')
  expect(percentText(42.7)).toBe('42%')
  expect(percentText(99.9)).toBe('99%')
  expect(percentText(100)).toBe('100%')
  expect(percentText(1234.4)).toBe('1,234%')
  expect(percentText(Number.POSITIVE_INFINITY)).toBe('No quota')
})
