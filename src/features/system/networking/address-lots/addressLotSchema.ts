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

type BlockProblem = { path: keyof BlockItem; message: string }

/** One end's own problem: missing, or not an address. */
function endError(path: keyof BlockItem, label: string, value: string | undefined) {
  const text = (value ?? '').trim()
  if (!text) return { path, message: requiredMessage(label) }
  const ip = parseIp(text)
  return ip.type === 'error' ? { path, message: ip.message } : undefined
}

/**
 * Where a block draft is wrong: each end's own problem at that end (both ends wrong, both say so),
 * then what the pair is refused for; empty for a good block.
 */
export function blockErrors(block: BlockItem, items: readonly BlockItem[]): BlockProblem[] {
  const ends = [
    endError('firstAddress', 'First address', block.firstAddress),
    endError('lastAddress', 'Last address', block.lastAddress),
  ].filter((e) => e !== undefined)
  if (ends.length) return ends
  const first = parseIp(block.firstAddress.trim())
  const last = parseIp(block.lastAddress.trim())
  if (first.type === 'error' || last.type === 'error') return []
  if (first.type !== last.type)
    return [{ path: 'lastAddress', message: LOT_MESSAGES.mixedVersions }]
  if (ipToBigInt(first) > ipToBigInt(last))
    return [{ path: 'lastAddress', message: LOT_MESSAGES.reversed }]
  if (hasDuplicates([...items, blockOf(block)]))
    return [{ path: 'firstAddress', message: UNIQUE_ITEMS_MESSAGE }]
  return []
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
    const error = blockErrors(values.blockDraft, values.blocks).find((e) => e.path === path)
    return error ? this.createError({ message: error.message }) : true
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
