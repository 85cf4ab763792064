import { sameValue } from './same'

test('equal API values are the same however they were built', () => {
  const a = { id: '1', state: { state: 'attached', instance: 'i' }, t: new Date(5), tags: [1, 2] }
  const b = { id: '1', state: { state: 'attached', instance: 'i' }, t: new Date(5), tags: [1, 2] }
  expect(sameValue(a, b)).toBe(true)
})

test.each([
  [{ t: new Date(5) }, { t: new Date(6) }],
  [{ state: { state: 'attached' } }, { state: { state: 'detaching' } }],
  [{ a: 1 }, { a: 1, b: undefined }],
  [
    [1, 2],
    [1, 2, 3],
  ],
  [[1], { 0: 1 }],
  [{ a: null }, { a: {} }],
])('a changed field, key or shape is a difference (%j vs %j)', (a, b) => {
  expect(sameValue(a, b)).toBe(false)
})
