import { jumpOpen, keepTypedAhead, takeTypedAhead } from './jumpStore'

const key = (k: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { key: k, ...init })

afterEach(() => jumpOpen.set(false))

test('while jump-to opens, keys are kept for its box; Backspace takes one back', () => {
  jumpOpen.set(true)
  for (const k of ['w', 'e', 'x', 'Backspace', 'b']) expect(keepTypedAhead(key(k))).toBe(true)
  expect(takeTypedAhead()).toBe('web')
  // taken once: the next opening starts empty
  expect(takeTypedAhead()).toBe('')
})

test('shortcuts and keys with nothing to open are left to the page', () => {
  expect(keepTypedAhead(key('a'))).toBe(false)
  jumpOpen.set(true)
  expect(keepTypedAhead(key('k', { ctrlKey: true }))).toBe(false)
  expect(keepTypedAhead(key('Tab'))).toBe(false)
  expect(takeTypedAhead()).toBe('')
})

test('Escape before the box is there closes jump-to and forgets what was typed', () => {
  jumpOpen.set(true)
  keepTypedAhead(key('a'))
  expect(keepTypedAhead(key('Escape'))).toBe(true)
  expect(jumpOpen.get()).toBe(false)
  jumpOpen.set(true)
  expect(takeTypedAhead()).toBe('')
})
