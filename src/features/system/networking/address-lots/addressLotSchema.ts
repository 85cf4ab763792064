import * as yup from 'yup'
import type { AddressLotCreate, AddressLotKind } from '~/api/generated/types'
import { ipToBigInt, parseIp } from '~/util/ip'
import {
  descriptionSchema,
  hasDuplicates,
  nameSchema,
  requiredMessage,
  UNIQUE_ITEMS_MESSAGE,
} from '~/util/validation'

export type BlockItem = { firstAddress: string; lastAddress: string }

export type AddressLotFormValues = {
  name: string
  description: string
  kind: AddressLotKind
  blocks: BlockItem[]
  /** the block being written; left filled in, it is part of the lot */
  blockDraft: BlockItem
}

export const blankLot: AddressLotFormValues = {
  name: '',
  description: '',
  kind: 'infra',
  blocks: [],
  blockDraft: { firstAddress: '', lastAddress: '' },
}

export const LOT_MESSAGES = {
  noBlocks: 'Add at least one block',
  mixedVersions: 'First and last must both be IPv4 or both IPv6',
  reversed: 'Last must not come before first',
} as const

/** Where a block draft is wrong: its field and the message, or undefined for a good one. */
export function blockError(
  block: BlockItem,
  items: readonly BlockItem[],
): { path: keyof BlockItem; message: string } | undefined {
  const first = parseIp((block.firstAddress ?? '').trim())
  if (!(block.firstAddress ?? '').trim())
    return { path: 'firstAddress', message: requiredMessage('First address') }
  if (first.type === 'error') return { path: 'firstAddress', message: first.message }
  const last = parseIp((block.lastAddress ?? '').trim())
  if (!(block.lastAddress ?? '').trim())
    return { path: 'lastAddress', message: requiredMessage('Last address') }
  if (last.type === 'error') return { path: 'lastAddress', message: last.message }
  if (first.type !== last.type) return { path: 'lastAddress', message: LOT_MESSAGES.mixedVersions }
  if (ipToBigInt(first) > ipToBigInt(last))
    return { path: 'lastAddress', message: LOT_MESSAGES.reversed }
  if (hasDuplicates([...items, blockOf(block)]))
    return { path: 'firstAddress', message: UNIQUE_ITEMS_MESSAGE }
  return undefined
}

export const blockOf = (b: BlockItem): BlockItem => ({
  firstAddress: (b.firstAddress ?? '').trim(),
  lastAddress: (b.lastAddress ?? '').trim(),
})

const draftFilled = (b: BlockItem) =>
  (b.firstAddress ?? '').trim() !== '' || (b.lastAddress ?? '').trim() !== ''

/** The blocks to send: the added ones and a draft left filled in. */
export const blocksOf = (v: AddressLotFormValues) =>
  draftFilled(v.blockDraft) ? [...v.blocks, blockOf(v.blockDraft)] : v.blocks

export const toLotCreate = (v: AddressLotFormValues): AddressLotCreate => ({
  name: v.name,
  description: v.description,
  kind: v.kind,
  blocks: blocksOf(v),
})

const draftField = (path: keyof BlockItem) =>
  yup.string().test('block', function () {
    const values = this.from?.[1]?.value as AddressLotFormValues | undefined
    if (!values || !draftFilled(values.blockDraft)) return true
    const error = blockError(values.blockDraft, values.blocks)
    return error?.path === path ? this.createError({ message: error.message }) : true
  })

/** Name, description, kind, and at least one block (first and last address, §5 messages). */
export const addressLotSchema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  kind: yup.string().oneOf(['infra', 'pool']).required(),
  blocks: yup
    .array()
    .test('unique', UNIQUE_ITEMS_MESSAGE, (items) => !items || !hasDuplicates(items))
    .test('some', LOT_MESSAGES.noBlocks, function (items) {
      const values = this.parent as AddressLotFormValues
      return (items?.length ?? 0) > 0 || draftFilled(values.blockDraft)
    }),
  blockDraft: yup.object({
    firstAddress: draftField('firstAddress'),
    lastAddress: draftField('lastAddress'),
  }),
})
