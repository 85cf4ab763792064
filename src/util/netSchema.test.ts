import { networkSuggestion, versionNetSchema } from './netSchema'

const errorOf = (schema: ReturnType<typeof versionNetSchema>, value: string) => {
  try {
    schema.validateSync(value)
    return undefined
  } catch (e) {
    return (e as Error).message
  }
}

test('a block with host bits set is no network: the network it falls in is offered', () => {
  expect(networkSuggestion(' 172.30.8.5/24 ')).toBe('172.30.8.0/24')
  expect(networkSuggestion('10.1.0.0/16')).toBeUndefined()
  expect(networkSuggestion('10.1.0.0')).toBeUndefined()
  expect(networkSuggestion('fd00:0:0:5:1::/64')).toBe('fd00:0:0:5::/64')
  expect(networkSuggestion('10.1.2.3/32')).toBeUndefined()
  expect(networkSuggestion('10.1.2.3/0')).toBe('0.0.0.0/0')
})

test('a network field wants its own version, and a value only when required', () => {
  const v4 = versionNetSchema('IPv4 block', 'v4', true)
  expect(errorOf(v4, '')).toBe('IPv4 block is required')
  expect(errorOf(v4, 'fd00::/48')).toBe('Must be an IPv4 network')
  expect(errorOf(v4, '10.1.2.3/24')).toBe(
    '10.1.2.3/24 is not a network address. Did you mean 10.1.2.0/24?',
  )
  expect(errorOf(v4, '10.1.2.0/24')).toBeUndefined()
  expect(errorOf(versionNetSchema('IPv6 block', 'v6', false), '')).toBeUndefined()
})
