import type { AddressLotCreate, LoopbackAddressCreate, SwitchSlot } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import { assertNameFree, BY_ID, byNameOrId, list } from '../api/lists'
import { stamped, type MockContext } from '../context'
import type { M } from '../models'
import type { Wire } from '../models/attrs'
import { toWire } from '../serializer'
import {
  alreadyExists,
  badPathParam,
  invalidBody,
  invalidRequest,
  notFound,
  switchLocation,
} from '../util/errors'
import { addressInRange, netAddress, parseIp, sameIp } from '../util/ip'

// Address lots (ranges of addresses the rack's switches may use, in blocks) and the loopback
// addresses drawn from them. A lot whose blocks are still used by a loopback address, switch port
// settings or a BGP announcement cannot be deleted.

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
const loopbacksAt = (
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

export function addressLotRoutes(api: MockApi, ctx: MockContext) {
  api.on('networkingAddressLotList', (c) => list(ctx.schema.all('addressLot'), c.request))
  api.on('networkingAddressLotCreate', (c) => {
    const { lot, blocks } = createAddressLot(ctx, c.json<AddressLotCreate>())
    return { lot: toWire(lot), blocks: blocks.map(toWire) }
  })
  api.on('networkingAddressLotDelete', (c) => {
    const lot = lotByKey(ctx, c.params.address_lot ?? '')
    const blocks = new Set(lot.blocks.models.map((b) => b.id))
    const used =
      ctx.schema.all('loopbackAddress').models.some((l) => blocks.has(l.addressLotBlockId)) ||
      ctx.schema.all('bgpAnnouncement').models.some((a) => blocks.has(a.addressLotBlockId)) ||
      ctx.schema
        .all('switchPortSetting')
        .models.some((s) => s.addresses.some((a) => a.address_lot_id === lot.id))
    if (used) throw invalidRequest(`address lot "${lot.name}" is in use`)
    lot.blocks.destroy()
    lot.destroy()
  })
  api.on('networkingAddressLotView', (c) => {
    const lot = lotByKey(ctx, c.params.address_lot ?? '')
    return { lot: toWire(lot), blocks: lot.blocks.models.map(toWire) }
  })
  api.on('networkingAddressLotBlockList', (c) =>
    list(lotByKey(ctx, c.params.address_lot ?? '').blocks, c.request, BY_ID),
  )

  api.on('networkingLoopbackAddressList', (c) =>
    list(ctx.schema.all('loopbackAddress'), c.request, BY_ID),
  )
  api.on('networkingLoopbackAddressCreate', (c) =>
    createLoopback(ctx, c.json<LoopbackAddressCreate>()),
  )
  api.on('networkingLoopbackAddressDelete', (c) => {
    const { rack_id, switch_slot = '', address = '', subnet_mask: mask = '' } = c.params
    switchLocation(switch_slot, 'switch_slot')
    if (!parseIp(address)) throw badPathParam('address', 'invalid IP address syntax')
    if (!/^\d+$/.test(mask) || Number(mask) > 128)
      throw badPathParam('subnet_mask', 'expected an integer 0..=255')
    const found = loopbacksAt(ctx, rack_id, switch_slot, address).find((l) =>
      l.address.endsWith(`/${Number(mask)}`),
    )
    if (!found) throw notFound('loopback-address', `${address}/${mask}`)
    found.destroy()
  })
}
