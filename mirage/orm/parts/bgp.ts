import type { BgpAnnounceSetCreate, BgpConfigCreate } from '~/api/generated/types'
import { stamped, type MockContext } from '../../context'
import { assertNameFree, byNameOrId } from '../lookups'
import type { Wire } from '../models/attrs'
import { blockFor, lotByKey } from './addressLots'

// BGP configurations and announce sets, as a create body makes them (the handlers and the seed).

export const setByKey = (ctx: MockContext, key: string) =>
  byNameOrId(ctx.schema.all('bgpAnnounceSet'), key, 'bgp-announce-set')

/** PUT semantics: a set with the body's name is replaced (same id), otherwise one is created. */
export function upsertAnnounceSet(
  ctx: MockContext,
  body: Wire<BgpAnnounceSetCreate>,
  time?: string,
) {
  const announcements = body.announcement.map((a, i) => ({
    network: a.network,
    block: blockFor(lotByKey(ctx, a.address_lot_block), a.network, `announcement[${i}].network`),
  }))
  const now = time ?? new Date().toISOString()
  const existing = ctx.schema.findBy('bgpAnnounceSet', { name: body.name })
  const set = existing ?? ctx.create('bgpAnnounceSet', { name: body.name, timeCreated: now })
  set.update({ description: body.description, timeModified: now })
  set.announcements.destroy()
  for (const { network, block } of announcements) {
    ctx.create('bgpAnnouncement', {
      id: `${set.id}/${network}`,
      announceSet: set,
      addressLotBlock: block,
      network,
    })
  }
  return set
}

export function createBgpConfig(ctx: MockContext, body: Wire<BgpConfigCreate>, time?: string) {
  const set = setByKey(ctx, body.bgp_announce_set_id)
  assertNameFree(ctx.schema.all('bgpConfig'), body.name, 'bgp-config')
  return ctx.create('bgpConfig', {
    name: body.name,
    description: body.description,
    asn: body.asn,
    vrf: body.vrf ?? null,
    maxPaths: body.max_paths ?? 1,
    announceSet: set,
    ...(time ? stamped(time) : {}),
  })
}
