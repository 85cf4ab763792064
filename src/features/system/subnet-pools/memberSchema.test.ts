import { blankMember, memberSchemaFor, toMemberAdd } from './memberSchema'

const errorOf = async (values: Partial<typeof blankMember>, version: 'v4' | 'v6' = 'v4') => {
  try {
    await memberSchemaFor(version).validate({ ...blankMember, ...values }, { abortEarly: true })
    return undefined
  } catch (e) {
    return (e as Error).message
  }
}

test('a subnet is required, of the pool’s version, and a network', async () => {
  expect(await errorOf({})).toBe('Subnet is required')
  expect(await errorOf({ subnet: '10.0.0.0' })).toBe(
    'Must contain an IP address and a width, separated by a /',
  )
  expect(await errorOf({ subnet: 'fd00::/48' })).toBe('Must be an IPv4 network')
  expect(await errorOf({ subnet: '10.0.0.5/24' })).toBe(
    '10.0.0.5/24 is not a network address. Did you mean 10.0.0.0/24?',
  )
  expect(await errorOf({ subnet: 'fd00::/48' }, 'v6')).toBeUndefined()
})

test('prefix lengths lie within the subnet, the smallest allocation not above the largest', async () => {
  const subnet = '10.0.0.0/20'
  expect(await errorOf({ subnet, minPrefixLength: '24', maxPrefixLength: '30' })).toBeUndefined()
  expect(await errorOf({ subnet, minPrefixLength: '16' })).toBe('Must be between 20 and 32')
  expect(await errorOf({ subnet, maxPrefixLength: '33' })).toBe('Must be between 20 and 32')
  expect(await errorOf({ subnet, minPrefixLength: '2.5' })).toBe('Must be a whole number')
  expect(await errorOf({ subnet, minPrefixLength: '28', maxPrefixLength: '24' })).toBe(
    'Must not be less than the min prefix length',
  )
})

test('an empty prefix length is left to the API', () => {
  expect(
    toMemberAdd({ subnet: ' 10.0.0.0/20 ', minPrefixLength: '', maxPrefixLength: '28' }),
  ).toEqual({
    subnet: '10.0.0.0/20',
    minPrefixLength: null,
    maxPrefixLength: 28,
  })
})
