import { destinationText, targetText } from './describe'

/** A value a newer rack may send: outside the contract's types, so it is built untyped. */
const fromNewerRack = <T>(value: unknown) => value as T

test('route targets and destinations name their kind and value', () => {
  expect(targetText({ type: 'internet_gateway', value: 'default' })).toBe(
    'Internet gateway default',
  )
  expect(targetText({ type: 'drop' })).toBe('Drop')
  expect(destinationText({ type: 'ip', value: '169.254.169.254' })).toBe('IP 169.254.169.254')
})

test('a kind a newer rack sends shows as sent, never as undefined', () => {
  const target = fromNewerRack<Parameters<typeof targetText>[0]>({ type: 'vpn', value: 'corp' })
  expect(targetText(target)).toBe('vpn corp')
  const dest = fromNewerRack<Parameters<typeof destinationText>[0]>({ type: 'anycast' })
  expect(destinationText(dest)).toBe('anycast')
})
