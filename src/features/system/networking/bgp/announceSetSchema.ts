import * as yup from 'yup'
import type { AddressLotBlock, BgpAnnounceSetCreate } from '~/api/generated/types'
import { hostBitsMessage } from '~/util/netSchema'
import { ipToBigInt, netBounds, networkOf, parseIp, parseIpNet } from '~/util/ip'
import {
  descriptionSchema,
  hasDuplicates,
  nameSchema,
  requiredMessage,
  UNIQUE_ITEMS_MESSAGE,
} from '~/util/validation'

/** One announcement: the address lot it is drawn from (by name) and the network announced. */
export type AnnouncementItem = { lot: string; network: string }

export type AnnounceSetFormValues = {
  name: string
  description: string
  announcements: AnnouncementItem[]
  /** the announcement being written; left filled in, it is part of the set */
  draft: AnnouncementItem
}

export const ANNOUNCE_MESSAGES = {
  none: 'Add at least one announcement',
  outsideBlocks: (lot: string) => `The network is not inside a block of ${lot}`,
} as const

export const emptyAnnouncement = (lot = ''): AnnouncementItem => ({ lot, network: '' })

const filled = (a: AnnouncementItem) => (a.network ?? '').trim() !== ''

export const announcementOf = (a: AnnouncementItem): AnnouncementItem => ({
  lot: a.lot,
  network: (a.network ?? '').trim(),
})

/** Whether the network lies wholly inside one of the blocks (the API draws it from one). */
export function insideBlocks(network: string, blocks: readonly AddressLotBlock[]): boolean {
  const net = parseIpNet((network ?? '').trim())
  if (net.type === 'error') return false
  const { first, last } = netBounds(net)
  return blocks.some((b) => {
    const lo = parseIp(b.firstAddress)
    const hi = parseIp(b.lastAddress)
    if (lo.type !== net.type || hi.type !== net.type) return false
    return ipToBigInt(lo) <= first && last <= ipToBigInt(hi)
  })
}

/**
 * What is wrong with an announcement being added: its lot, its network (§5 messages; a network
 * address, not one with host bits set; inside one of the lot's blocks when they are known), or a
 * duplicate.
 */
export function announcementError(
  a: AnnouncementItem,
  items: readonly AnnouncementItem[],
  blocks?: readonly AddressLotBlock[],
): { path: keyof AnnouncementItem; message: string } | undefined {
  if (!a.lot) return { path: 'lot', message: requiredMessage('Address lot') }
  const network = (a.network ?? '').trim()
  if (!network) return { path: 'network', message: requiredMessage('Network') }
  const net = parseIpNet(network)
  if (net.type === 'error') return { path: 'network', message: net.message }
  // the API would announce the network as typed, host bits and all: most likely a slip
  const suggestion = networkOf(net)
  if (suggestion) return { path: 'network', message: hostBitsMessage(network, suggestion) }
  if (blocks && !insideBlocks(network, blocks))
    return { path: 'network', message: ANNOUNCE_MESSAGES.outsideBlocks(a.lot) }
  if (hasDuplicates([...items, announcementOf(a)]))
    return { path: 'network', message: UNIQUE_ITEMS_MESSAGE }
  return undefined
}

/** The blocks of the address lot of that name (undefined: not known, the API judges). */
export type BlocksOfLot = (lot: string) => Promise<readonly AddressLotBlock[] | undefined>

const draftField = (path: keyof AnnouncementItem, blocksOf: BlocksOfLot) =>
  yup.string().test('announcement', async function () {
    const values = this.from?.[1]?.value as AnnounceSetFormValues | undefined
    if (!values || !filled(values.draft)) return true
    // judged against the lot's blocks, as Add judges it: a validation run after Add (the
    // field's blur, the next keystroke elsewhere) must not take Add's refusal back
    const blocks =
      path === 'network' && values.draft.lot ? await blocksOf(values.draft.lot) : undefined
    const error = announcementError(values.draft, values.announcements, blocks)
    return error?.path === path ? this.createError({ message: error.message }) : true
  })

/** The set's schema; a drafted network is judged against its lot's blocks (`blocksOf`). */
export const announceSetSchema = (blocksOf: BlocksOfLot) =>
  yup.object({
    name: nameSchema('Name'),
    description: descriptionSchema,
    announcements: yup
      .array()
      .test('unique', UNIQUE_ITEMS_MESSAGE, (items) => !items || !hasDuplicates(items))
      .test('some', ANNOUNCE_MESSAGES.none, function (items) {
        return (items?.length ?? 0) > 0 || filled((this.parent as AnnounceSetFormValues).draft)
      }),
    draft: yup.object({
      lot: draftField('lot', blocksOf),
      network: draftField('network', blocksOf),
    }),
  })

/** The PUT body: it replaces the set of that name, announcements and all. */
export const toAnnounceSet = (v: AnnounceSetFormValues): BgpAnnounceSetCreate => ({
  name: v.name,
  description: v.description,
  announcement: [...v.announcements, ...(filled(v.draft) ? [announcementOf(v.draft)] : [])].map(
    (a) => ({ addressLotBlock: a.lot, network: a.network }),
  ),
})
