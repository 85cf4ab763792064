import type { AddressLotCreate, LoopbackAddressCreate, SwitchSlot } from '~/api/generated/types'
import { stamped, type MockContext } from '../../context'
import { alreadyExists, invalidBody, notFound } from '../../util/errors'
import { addressInRange, netAddress, parseIp, sameIp } from '../../util/ip'
import { assertNameFree, byNameOrId } from '../lookups'
import type { M } from '../models'
import type { Wire } from '../models/attrs'

// Address lots and the loopback addresses drawn from them, as a create body makes them (the
// handlers and the rack's seed).

export const lotByKey = (ctx: MockContext, key: string) =>
  byNameOrId(ctx.schema.all('addressLot'), key, 'address-lot')

/** The block of `lot` that holds `address` (an address or a net); 400 when none does. */
export function blockFor(lot: M<'addressLot'>, address: string, at: string): M<'addressLotBlock'> {
  const ip = netAddress(address)
  const block = lot.blocks.models.find((b) => addressInRange(ip, b.firstAddress, b.lastAddress))
  if (!block)
    throw invalidBody(`${at}: address ${ip} is not in any block of address lot "${lot.name}"`)
  return block
}

export function createAddressLot(ctx: MockContext, body: Wire<AddressLotCreate>, time?: string) {
  body.blocks.forEach((b, i) => {
    const [first, last] = [parseIp(b.first_address)!, parseIp(b.last_address)!]
    if (first.family !== last.family) {
      throw invalidBody(`blocks[${i}]: first and last address must be of the same IP version`)
    }
    if (first.value > last.value)
      throw invalidBody(`blocks[${i}]: first address must not be greater than last address`)
  })
  assertNameFree(ctx.schema.all('addressLot'), body.name, 'address-lot')
  const { name, description, kind } = body
  const lot = ctx.create('addressLot', { name, description, kind, ...(time ? stamped(time) : {}) })
  const blocks = body.blocks.map((b) =>
    ctx.create('addressLotBlock', {
      addressLot: lot,
      firstAddress: b.first_address,
      lastAddress: b.last_address,
    }),
  )
  return { lot, blocks }
}

/** Loopback addresses of the rack's switch at `address`, whatever their mask. */
export const loopbacksAt = (
  ctx: MockContext,
  rackId = '',
  location: string | undefined,
  address: string,
) =>
  ctx.schema
    .where('loopbackAddress', { rackId, switchSlot: location as SwitchSlot })
    .models.filter((l) => sameIp(netAddress(l.address), address))

export function createLoopback(ctx: MockContext, body: Wire<LoopbackAddressCreate>) {
  const { address, mask, rack_id, switch_slot } = body
  if (mask > (address.includes(':') ? 128 : 32)) {
    throw invalidBody(`mask: a prefix length of ${mask} is too long for ${address}`)
  }
  const lot = lotByKey(ctx, body.address_lot)
  if (!ctx.schema.find('rack', rack_id)) throw notFound('rack', rack_id)
  const block = blockFor(lot, address, 'address')
  if (loopbacksAt(ctx, rack_id, switch_slot, address).length)
    throw alreadyExists('loopback-address', `${address}/${mask}`)
  return ctx.create('loopbackAddress', {
    address: `${address}/${mask}`,
    addressLotBlock: block,
    rackId: rack_id,
    switchSlot: switch_slot,
    anycast: body.anycast,
  })
}
