import { requireFleet } from '../auth'
import type { MockContext } from '../context'
import type { MockDb } from '../db'
import { alreadyExists, invalidBody, MockHttpError, notFound } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, now } from '../util/lookup'
import { ID_SORT, paginate } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody, uuidParam } from '../util/validate'
import type { Body } from '../util/validate'
import { toWire } from '../wire'
import type { MockApi } from '../routes/define'
import { blockFor, blocksOfLot, lotByNameOrId, switchLocation } from './common'
import { netAddress, parseIp, sameIp } from '../util/ip'
import { arr, bool, field, int, ip, name, nameOrId, obj, oneOf, str, U8 } from './parse'
import type { AddressLotRecord, LoopbackAddressRecord } from './records'

// Address lots (ranges of addresses the rack's switches may use, in blocks) and the loopback
// addresses drawn from them. A lot whose blocks are still used by a loopback address, switch
// port settings or a BGP announcement cannot be deleted.

export function createAddressLot(
  db: MockDb,
  body: Body,
  makeId: () => string,
  time: string,
): { lot: AddressLotRecord; blocks: ReturnType<typeof blocksOfLot> } {
  const lotName = name(field(body, 'name'))
  const description = str(field(body, 'description'))
  const kind = oneOf(field(body, 'kind'), ['infra', 'pool'] as const)
  const blocks = arr(field(body, 'blocks')).map((f) => {
    const b = obj(f)
    const first = ip(field(b, 'first_address', f.at))
    const last = ip(field(b, 'last_address', f.at))
    const x = parseIp(first)
    const y = parseIp(last)
    if (!x || !y || x.family !== y.family) {
      throw invalidBody(`${f.at}: first and last address must be of the same IP version`)
    }
    if (x.value > y.value) {
      throw invalidBody(`${f.at}: first address must not be greater than last address`)
    }
    return { first, last }
  })
  assertNameFree(db.addressLots.all(), lotName, 'address-lot')
  const lot = db.addressLots.insert({
    id: makeId(),
    name: lotName,
    description,
    kind,
    time_created: time,
    time_modified: time,
  })
  const inserted = blocks.map(({ first, last }) =>
    db.addressLotBlocks.insert({
      id: makeId(),
      first_address: first,
      last_address: last,
      _lot_id: lot.id,
    }),
  )
  return { lot, blocks: inserted }
}

export function createLoopback(
  db: MockDb,
  body: Body,
  makeId: () => string,
): LoopbackAddressRecord {
  const address = ip(field(body, 'address'))
  const mask = int(field(body, 'mask'), 0, U8)
  const max = parseIp(address)?.family === 6 ? 128 : 32
  if (mask > max) throw invalidBody(`mask: a prefix length of ${mask} is too long for ${address}`)
  const anycast = bool(field(body, 'anycast'))
  const rackId = str(field(body, 'rack_id'))
  const location = switchLocation(name(field(body, 'switch_location')), 'switch_location')
  const lot = lotByNameOrId(db, nameOrId(field(body, 'address_lot')))
  if (!db.racks.find(rackId)) throw notFound('rack', rackId)
  const block = blockFor(db, lot, address, 'address')
  const taken = db.loopbackAddresses.first(
    (l) =>
      l.rack_id === rackId &&
      l.switch_location === location &&
      sameIp(netAddress(l.address), address),
  )
  if (taken) throw alreadyExists('loopback-address', `${address}/${mask}`)
  return db.loopbackAddresses.insert({
    id: makeId(),
    address: `${address}/${mask}`,
    address_lot_block_id: block.id,
    rack_id: rackId,
    switch_location: location,
    _anycast: anycast,
  })
}

function lotInUse(db: MockDb, lot: AddressLotRecord): boolean {
  const blockIds = new Set(blocksOfLot(db, lot.id).map((b) => b.id))
  return (
    db.loopbackAddresses.all().some((l) => blockIds.has(l.address_lot_block_id)) ||
    db.bgpAnnouncements.all().some((a) => blockIds.has(a.address_lot_block_id)) ||
    db.switchPortSettings.all().some((s) => s.addresses.some((a) => a.address_lot_id === lot.id))
  )
}

const toBlock = toWire

export function addressLotRoutes(api: MockApi, ctx: MockContext) {
  const { db } = ctx

  api.get('/v1/system/networking/address-lot', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const page = paginate(db.addressLots.all(), request)
    return ok({ items: page.items.map((l) => toWire(l)), next_page: page.next_page })
  })

  api.post('/v1/system/networking/address-lot', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const { lot, blocks } = createAddressLot(db, jsonBody(request), newId, now())
    return created({ lot: toWire(lot), blocks: blocks.map(toBlock) })
  })

  api.del('/v1/system/networking/address-lot/:address_lot', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const lot = lotByNameOrId(db, request.params.address_lot ?? '')
    if (lotInUse(db, lot)) {
      throw new MockHttpError(400, 'InvalidRequest', `address lot "${lot.name}" is in use`)
    }
    for (const block of blocksOfLot(db, lot.id)) db.addressLotBlocks.remove(block.id)
    db.addressLots.remove(lot.id)
    return noContent()
  })

  api.get('/v1/system/networking/address-lot/:address_lot/blocks', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const lot = lotByNameOrId(db, request.params.address_lot ?? '')
    const page = paginate(blocksOfLot(db, lot.id), request, ID_SORT)
    return ok({ items: page.items.map(toBlock), next_page: page.next_page })
  })

  api.get('/v1/system/networking/loopback-address', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const page = paginate(db.loopbackAddresses.all(), request, ID_SORT)
    return ok({ items: page.items.map((l) => toWire(l)), next_page: page.next_page })
  })

  api.post('/v1/system/networking/loopback-address', (request, me) => {
    requireFleet(ctx, me, 'admin')
    return created(toWire(createLoopback(db, jsonBody(request), newId)))
  })

  api.del(
    '/v1/system/networking/loopback-address/:rack_id/:switch_location/:address/:subnet_mask',
    (request, me) => {
      requireFleet(ctx, me, 'admin')
      const { params } = request
      const rackId = uuidParam(params.rack_id, 'rack_id')
      const location = params.switch_location ?? ''
      const address = params.address ?? ''
      const mask = params.subnet_mask ?? ''
      if (!parseIp(address)) {
        throw new MockHttpError(
          400,
          'InvalidValue',
          'bad parameter in URL path: address: invalid IP address syntax',
        )
      }
      if (!/^\d+$/.test(mask) || Number(mask) > 128) {
        throw new MockHttpError(
          400,
          'InvalidValue',
          'bad parameter in URL path: subnet_mask: expected an integer 0..=255',
        )
      }
      const found = db.loopbackAddresses.first(
        (l) =>
          l.rack_id === rackId &&
          l.switch_location === location &&
          sameIp(netAddress(l.address), address) &&
          l.address.endsWith(`/${Number(mask)}`),
      )
      if (!found) throw notFound('loopback-address', `${address}/${mask}`)
      db.loopbackAddresses.remove(found.id)
      return noContent()
    },
  )
}
