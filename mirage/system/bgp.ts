import { requireFleet } from '../auth'
import type { MockContext } from '../context'
import type { MockDb } from '../db'
import { MockHttpError } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, byNameOrId, now } from '../util/lookup'
import { paginate } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody } from '../util/validate'
import type { Body } from '../util/validate'
import { toWire } from '../wire'
import type { MockApi } from '../routes/define'
import { blockFor, lotByNameOrId } from './common'
import { arr, field, int, ipNet, name, nameOrId, obj, optStr, str, U32 } from './parse'
import { requiredQuery } from './parse'
import type { BgpAnnounceSetRecord, BgpConfigRecord } from './records'

// BGP configurations and the announce sets they originate. An announcement names the address lot
// its network is drawn from; the block of that lot holding the network is what gets recorded.
// A set used by a configuration, or a configuration used by port settings, cannot be deleted.

const announceSetByKey = (db: MockDb, key: string) =>
  byNameOrId(db.bgpAnnounceSets.all(), key, 'bgp-announce-set')

const inUse = (message: string) => new MockHttpError(400, 'InvalidRequest', message)

/** PUT semantics: a set with the body's name is replaced (same id), otherwise one is created. */
export function upsertAnnounceSet(
  db: MockDb,
  body: Body,
  makeId: () => string,
  time: string,
): BgpAnnounceSetRecord {
  const setName = name(field(body, 'name'))
  const description = str(field(body, 'description'))
  const announcements = arr(field(body, 'announcement')).map((f) => {
    const a = obj(f)
    const network = ipNet(field(a, 'network', f.at))
    const lot = lotByNameOrId(db, nameOrId(field(a, 'address_lot_block', f.at)))
    return { network, block: blockFor(db, lot, network, `${f.at}.network`) }
  })
  const existing = db.bgpAnnounceSets.first((s) => s.name === setName)
  const set = existing
    ? db.bgpAnnounceSets.update(existing.id, { description, time_modified: time })
    : db.bgpAnnounceSets.insert({
        id: makeId(),
        name: setName,
        description,
        time_created: time,
        time_modified: time,
      })
  for (const old of db.bgpAnnouncements.where((a) => a.announce_set_id === set.id)) {
    db.bgpAnnouncements.remove(old.id)
  }
  for (const { network, block } of announcements) {
    db.bgpAnnouncements.insert({
      id: `${set.id}/${network}`,
      announce_set_id: set.id,
      address_lot_block_id: block.id,
      network,
    })
  }
  return set
}

export function createBgpConfig(
  db: MockDb,
  body: Body,
  makeId: () => string,
  time: string,
): BgpConfigRecord {
  const configName = name(field(body, 'name'))
  const description = str(field(body, 'description'))
  const asn = int(field(body, 'asn'), 0, U32)
  const vrfField = field(body, 'vrf')
  const vrf = optStr(vrfField) === null ? null : name(vrfField)
  const set = announceSetByKey(db, nameOrId(field(body, 'bgp_announce_set_id')))
  assertNameFree(db.bgpConfigs.all(), configName, 'bgp-config')
  return db.bgpConfigs.insert({
    id: makeId(),
    name: configName,
    description,
    asn,
    vrf,
    time_created: time,
    time_modified: time,
    _announce_set_id: set.id,
  })
}

export function bgpRoutes(api: MockApi, ctx: MockContext) {
  const { db } = ctx

  api.get('/v1/system/networking/bgp', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const page = paginate(db.bgpConfigs.all(), request)
    return ok({ items: page.items.map((c) => toWire(c)), next_page: page.next_page })
  })

  api.post('/v1/system/networking/bgp', (request, me) => {
    requireFleet(ctx, me, 'admin')
    return created(toWire(createBgpConfig(db, jsonBody(request), newId, now())))
  })

  api.del('/v1/system/networking/bgp', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const config = byNameOrId(
      db.bgpConfigs.all(),
      requiredQuery(request, 'name_or_id'),
      'bgp-config',
    )
    const used = db.switchPortSettings
      .all()
      .some((s) => s.bgp_peers.some((p) => p.bgp_config === config.id))
    if (used) throw inUse(`BGP config "${config.name}" is used by switch port settings`)
    db.bgpConfigs.remove(config.id)
    return noContent()
  })

  // A plain array on the wire, though the list takes the usual paging parameters.
  api.get('/v1/system/networking/bgp-announce-set', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(paginate(db.bgpAnnounceSets.all(), request).items.map((s) => toWire(s)))
  })

  api.put('/v1/system/networking/bgp-announce-set', (request, me) => {
    requireFleet(ctx, me, 'admin')
    return ok(toWire(upsertAnnounceSet(db, jsonBody(request), newId, now())))
  })

  api.del('/v1/system/networking/bgp-announce-set/:announce_set', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const set = announceSetByKey(db, request.params.announce_set ?? '')
    const user = db.bgpConfigs.first((c) => c._announce_set_id === set.id)
    if (user) throw inUse(`announce set "${set.name}" is used by BGP config "${user.name}"`)
    for (const a of db.bgpAnnouncements.where((x) => x.announce_set_id === set.id)) {
      db.bgpAnnouncements.remove(a.id)
    }
    db.bgpAnnounceSets.remove(set.id)
    return noContent()
  })

  api.get('/v1/system/networking/bgp-announce-set/:announce_set/announcement', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const set = announceSetByKey(db, request.params.announce_set ?? '')
    const list = db.bgpAnnouncements.where((a) => a.announce_set_id === set.id)
    return ok(
      list.map((a) => ({
        address_lot_block_id: a.address_lot_block_id,
        announce_set_id: a.announce_set_id,
        network: a.network,
      })),
    )
  })
}
