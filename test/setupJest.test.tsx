import { createElement } from 'react'

// setup-jest.ts: React's development build records no owner stack per element in these tests
// (where it would, each element has its own).
test('elements share the unknown owner stack, however many are made', () => {
  const made = Array.from({ length: 3 }, () => createElement('p'))
  const stacks = new Set(made.map((element) => Reflect.get(element, '_debugStack')))
  expect(stacks.size).toBe(1)
})
