import { fullnessColor, fullnessOf } from './fullness'

test('a share is ok below 80 %, nearly full from 80 %, full only at 100 %', () => {
  expect(fullnessOf(0)).toBe('ok')
  expect(fullnessOf(79.99)).toBe('ok')
  expect(fullnessOf(80)).toBe('near')
  expect(fullnessOf(99.99)).toBe('near')
  expect(fullnessOf(100)).toBe('full')
  expect([0, 85, 100].map(fullnessColor)).toEqual(['primary', 'warning', 'error'])
})
