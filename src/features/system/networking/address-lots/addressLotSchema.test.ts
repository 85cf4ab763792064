import { IP_MESSAGES } from '~/util/ip'
import { UNIQUE_ITEMS_MESSAGE } from '~/util/validation'
import {
  addressLotSchema,
  blankLot,
  blockError,
  LOT_MESSAGES,
  toLotCreate,
} from './addressLotSchema'

const block = (firstAddress: string, lastAddress: string) => ({ firstAddress, lastAddress })

test('a block is two addresses of one version, first not after last, not twice', () => {
  expect(blockError(block('10.0.0.1', '10.0.0.9'), [])).toBeUndefined()
  expect(blockError(block('10.0.0.256', '10.0.0.9'), [])).toEqual({
    path: 'firstAddress',
    message: IP_MESSAGES.invalidAddress,
  })
  expect(blockError(block('10.0.0.1', 'fd00::1'), [])?.message).toBe(LOT_MESSAGES.mixedVersions)
  expect(blockError(block('10.0.0.9', '10.0.0.1'), [])?.message).toBe(LOT_MESSAGES.reversed)
  expect(blockError(block('10.0.0.1', '10.0.0.9'), [block('10.0.0.1', '10.0.0.9')])?.message).toBe(
    UNIQUE_ITEMS_MESSAGE,
  )
})

test('a lot needs a block; one left in the draft is sent with the others', async () => {
  const values = { ...blankLot, name: 'edge', blocks: [] }
  await expect(addressLotSchema.validate(values)).rejects.toThrow(LOT_MESSAGES.noBlocks)
  const withDraft = { ...values, blockDraft: block(' 10.1.0.0 ', '10.1.0.255') }
  await expect(addressLotSchema.validate(withDraft)).resolves.toBeTruthy()
  expect(toLotCreate(withDraft).blocks).toEqual([block('10.1.0.0', '10.1.0.255')])
})
