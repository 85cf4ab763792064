import { quotaUse } from './quota'

test('under the quota the bar spans the quota', () => {
  expect(quotaUse(64, 256)).toEqual({ percent: 25, scale: 100, over: false })
  expect(quotaUse(0, 256)).toEqual({ percent: 0, scale: 100, over: false })
  expect(quotaUse(0, 0)).toEqual({ percent: 0, scale: 100, over: false })
})

test('over the quota the bar grows to the next 10 % above the use, up to ten times the quota', () => {
  expect(quotaUse(134, 100)).toEqual({ percent: 134, scale: 140, over: true })
  expect(quotaUse(5000, 100)).toMatchObject({ percent: 5000, scale: 1000, over: true })
  // no quota at all
  expect(quotaUse(4, 0)).toEqual({ percent: Number.POSITIVE_INFINITY, scale: 1000, over: true })
})
