import { IP_MESSAGES } from '~/util/ip'
import { UNIQUE_ITEMS_MESSAGE } from '~/util/validation'
import {
  addressLotSchema,
  blankLot,
  blockErrors,
  LOT_MESSAGES,
  toLotCreate,
} from './addressLotSchema'

const block = (firstAddress: string, lastAddress: string) => ({ firstAddress, lastAddress })

test('a block is two addresses of one version, first not after last, not twice', () => {
  expect(blockErrors(block('10.0.0.1', '10.0.0.9'), [])).toEqual([])
  expect(blockErrors(block('10.0.0.256', '10.0.0.9'), [])).toEqual([
    { path: 'firstAddress', message: IP_MESSAGES.invalidAddress },
  ])
  expect(blockErrors(block('10.0.0.1', 'fd00::1'), [])).toEqual([
    { path: 'lastAddress', message: LOT_MESSAGES.mixedVersions },
  ])
  expect(blockErrors(block('10.0.0.9', '10.0.0.1'), [])).toEqual([
    { path: 'lastAddress', message: LOT_MESSAGES.reversed },
  ])
  expect(blockErrors(block('10.0.0.1', '10.0.0.9'), [block('10.0.0.1', '10.0.0.9')])).toEqual([
    { path: 'firstAddress', message: UNIQUE_ITEMS_MESSAGE },
  ])
})

test('a block with both ends wrong says so at each end', async () => {
  expect(blockErrors(block('10.0.0.256', 'nope'), [])).toEqual([
    { path: 'firstAddress', message: IP_MESSAGES.invalidAddress },
    { path: 'lastAddress', message: IP_MESSAGES.invalidAddress },
  ])
  expect(blockErrors(block('10.0.0.256', ' '), [])).toEqual([
    { path: 'firstAddress', message: IP_MESSAGES.invalidAddress },
    { path: 'lastAddress', message: 'Last address is required' },
  ])
  // the schema, as a submit runs it, says the same at both fields
  const values = { ...blankLot, name: 'edge', blockDraft: block('10.0.0.256', '10.1.0.x') }
  const inner = await addressLotSchema
    .validate(values, { abortEarly: false })
    .then(() => [])
    .catch((e: { inner: { path: string; message: string }[] }) => e.inner)
  expect(inner.map((i) => [i.path, i.message])).toEqual([
    ['blockDraft.firstAddress', IP_MESSAGES.invalidAddress],
    ['blockDraft.lastAddress', IP_MESSAGES.invalidAddress],
  ])
})

test('a lot needs a block; one left in the draft is sent with the others', async () => {
  const values = { ...blankLot, name: 'edge', blocks: [] }
  await expect(addressLotSchema.validate(values)).rejects.toThrow(LOT_MESSAGES.noBlocks)
  const withDraft = { ...values, blockDraft: block(' 10.1.0.0 ', '10.1.0.255') }
  await expect(addressLotSchema.validate(withDraft)).resolves.toBeTruthy()
  expect(toLotCreate(withDraft).blocks).toEqual([block('10.1.0.0', '10.1.0.255')])
})
