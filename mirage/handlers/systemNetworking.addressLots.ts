import type { AddressLotCreate, LoopbackAddressCreate } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { lotByKey, createAddressLot, createLoopback, loopbacksAt } from '../orm/parts/addressLots'
import { toWire } from '../orm/serializer'
import { badPathParam, invalidRequest, notFound, switchLocation } from '../util/errors'
import { parseIp } from '../util/ip'

// Address lots (ranges of addresses the rack's switches may use, in blocks) and the loopback
// addresses drawn from them. A lot whose blocks are still used by a loopback address, switch port
// settings or a BGP announcement cannot be deleted.

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
