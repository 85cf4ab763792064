import { IP_MESSAGES } from '~/util/ip'
import { UNIQUE_ITEMS_MESSAGE } from '~/util/validation'
import { ALLOW_MESSAGES, allowListSchema, entryError, toAllowed } from './allowListSchema'

const errorsOf = async (values: object) => {
  try {
    await allowListSchema.validate(values, { abortEarly: false })
    return []
  } catch (e) {
    return (e as { errors: string[] }).errors
  }
}

test('an entry is an address or a network, with the §5 messages', () => {
  expect(entryError('192.0.2.7', [])).toBeUndefined()
  expect(entryError('192.0.2.0/24', [])).toBeUndefined()
  expect(entryError('192.0.2.0/33', [])).toBe(IP_MESSAGES.maxWidthV4)
  expect(entryError('192.0.2', [])).toBe(IP_MESSAGES.invalidAddress)
  expect(entryError('192.0.2.7', ['192.0.2.7/32'])).toBe(UNIQUE_ITEMS_MESSAGE)
})

test('a bare address is sent as its own network; a filled draft is part of the list', () => {
  expect(toAllowed({ allow: 'list', ips: ['10.0.0.0/8'], draft: ' 2001:db8::1 ' })).toEqual({
    allow: 'list',
    ips: ['10.0.0.0/8', '2001:db8::1/128'],
  })
  expect(toAllowed({ allow: 'any', ips: ['10.0.0.0/8'], draft: '' })).toEqual({ allow: 'any' })
})

test('a list needs an entry, and a bad draft blocks the save', async () => {
  expect(await errorsOf({ allow: 'list', ips: [], draft: '' })).toEqual([ALLOW_MESSAGES.empty])
  expect(await errorsOf({ allow: 'list', ips: [], draft: '10.0.0.0/40' })).toEqual([
    IP_MESSAGES.maxWidthV4,
  ])
  expect(await errorsOf({ allow: 'any', ips: [], draft: 'junk' })).toEqual([])
})
