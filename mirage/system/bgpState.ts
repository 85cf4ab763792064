import { requireFleet } from '../auth'
import type { BgpPeerStatus, BgpImportedRouteIpv4 } from '~/api/generated/types'
import type { MockContext } from '../context'
import type { MockDb } from '../db'
import { invalidQuery, MockHttpError } from '../util/errors'
import { noContent, ok } from '../util/respond'
import { jsonBody } from '../util/validate'
import type { MockApi } from '../routes/define'
import type { Wire } from '../wire'
import { switchLocation } from './common'
import { parseIp, sameIp } from '../util/ip'
import { field, int, ip, name, oneOf, optIp, requiredQuery, U32, U8 } from './parse'
import type { BgpConfigRecord, SwitchLocationName } from './records'
import { seedTime } from './seedHardware'

// What the rack's BGP speakers and BFD daemons report. There are no routers behind the mock, so
// the state is derived from the configuration: every peer of port settings applied to a switch
// port has an established session, imports a default route and a few prefixes from its side, and
// exports the IPv4 networks of its configuration's announce set.

type Peer = { switch: SwitchLocationName; addr: string; config: BgpConfigRecord; remoteAsn: number }

/** BGP sessions come up when the settings were applied; this is the mock's "since". */
const SESSION_SINCE = Date.parse(seedTime(9))

function activePeers(db: MockDb): Peer[] {
  return db.switchPorts
    .where((p) => p.port_settings_id !== null && p.port_settings_id !== undefined)
    .flatMap((port) => {
      const settings = db.switchPortSettings.find(port.port_settings_id ?? '')
      return (settings?.bgp_peers ?? []).flatMap((peer) => {
        const config = db.bgpConfigs.find(peer.bgp_config)
        if (!config) return []
        const location = port.switch_location === 'switch1' ? 'switch1' : 'switch0'
        return [{ switch: location, addr: peer.addr, config, remoteAsn: peer.remote_asn ?? 64_700 }]
      })
    })
}

const v4Networks = (db: MockDb, config: BgpConfigRecord) =>
  db.bgpAnnouncements
    .where((a) => a.announce_set_id === config._announce_set_id)
    .map((a) => a.network)
    .filter((n) => parseIp(n.split('/')[0] ?? '')?.family === 4)

/** A router id (the BGP identifier) for a peer: its IPv4 address as a number. */
const routerId = (addr: string) => {
  const v = parseIp(addr)
  return v?.family === 4 ? Number(v.value) : 3_405_803_777
}

function importedRoutes(peer: Peer): Wire<BgpImportedRouteIpv4>[] {
  const prefixes = ['0.0.0.0/0', '203.0.113.0/24', '192.0.2.0/25']
  return prefixes.map((prefix) => ({
    id: routerId(peer.addr),
    nexthop: peer.addr,
    prefix,
    switch: peer.switch,
  }))
}

function queryAsn(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > U32)
    throw invalidQuery('asn: expected a 32-bit unsigned integer')
  return Number(value)
}

function history(peer: Peer) {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()
  const keepalive = (m: number) => ({ timestamp: at(m), message: { type: 'keepalive' } })
  return {
    received: [
      {
        timestamp: new Date(SESSION_SINCE).toISOString(),
        message: { type: 'open', asn: peer.remoteAsn, hold_time: 6 },
      },
      { timestamp: at(3), message: { type: 'update', nlri: ['203.0.113.0/24', '192.0.2.0/25'] } },
      keepalive(2),
      keepalive(1),
    ],
    sent: [
      {
        timestamp: new Date(SESSION_SINCE).toISOString(),
        message: { type: 'open', asn: peer.config.asn, hold_time: 6 },
      },
      keepalive(2),
      keepalive(1),
    ],
  }
}

export function bgpStateRoutes(api: MockApi, ctx: MockContext) {
  const { db } = ctx

  api.get('/v1/system/networking/bgp-status', (_request, me) => {
    requireFleet(ctx, me, 'viewer')
    const status: Wire<BgpPeerStatus>[] = activePeers(db).map((p) => ({
      addr: p.addr,
      local_asn: p.config.asn,
      remote_asn: p.remoteAsn,
      state: 'established',
      state_duration_millis: Math.max(0, Date.now() - SESSION_SINCE),
      switch: p.switch,
    }))
    return ok(status)
  })

  api.get('/v1/system/networking/bgp-exported', (_request, me) => {
    requireFleet(ctx, me, 'viewer')
    const exports: Record<string, string[]> = {}
    for (const peer of activePeers(db)) exports[peer.addr] = v4Networks(db, peer.config)
    return ok({ exports })
  })

  api.get('/v1/system/networking/bgp-routes-ipv4', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const asn = queryAsn(requiredQuery(request, 'asn'))
    return ok(
      activePeers(db)
        .filter((p) => p.config.asn === asn)
        .flatMap(importedRoutes),
    )
  })

  api.get('/v1/system/networking/bgp-message-history', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const asn = queryAsn(requiredQuery(request, 'asn'))
    const peers = activePeers(db).filter((p) => p.config.asn === asn)
    const switches = [...new Set(peers.map((p) => p.switch))].sort()
    return ok({
      switch_histories: switches.map((s) => ({
        switch: s,
        history: Object.fromEntries(
          peers.filter((p) => p.switch === s).map((p) => [p.addr, history(p)]),
        ),
      })),
    })
  })

  api.post('/v1/system/networking/bfd-enable', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const body = jsonBody(request)
    const sw = switchLocation(name(field(body, 'switch')), 'switch')
    const remote = ip(field(body, 'remote'))
    const session = {
      switch: sw,
      peer: remote,
      local: optIp(field(body, 'local')),
      mode: oneOf(field(body, 'mode'), ['single_hop', 'multi_hop'] as const),
      required_rx: int(field(body, 'required_rx'), 0, Number.MAX_SAFE_INTEGER),
      detection_threshold: int(field(body, 'detection_threshold'), 0, U8),
      // A session only comes up when something answers at the far end: a known BGP peer.
      state: activePeers(db).some((p) => p.switch === sw && sameIp(p.addr, remote)) ? 'up' : 'down',
    } as const
    const id = `${sw}/${remote}`
    if (db.bfdSessions.find(id)) db.bfdSessions.update(id, session)
    else db.bfdSessions.insert({ id, ...session })
    return noContent()
  })

  api.post('/v1/system/networking/bfd-disable', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const body = jsonBody(request)
    const sw = switchLocation(name(field(body, 'switch')), 'switch')
    const remote = ip(field(body, 'remote'))
    const session = db.bfdSessions.first((s) => s.switch === sw && sameIp(s.peer, remote))
    if (!session) {
      throw new MockHttpError(
        404,
        'ObjectNotFound',
        `not found: bfd-session for ${remote} on ${sw}`,
      )
    }
    db.bfdSessions.remove(session.id)
    return noContent()
  })

  api.get('/v1/system/networking/bfd-status', (_request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(
      db.bfdSessions.all().map((s) => ({
        detection_threshold: s.detection_threshold,
        local: s.local ?? null,
        mode: s.mode,
        peer: s.peer,
        required_rx: s.required_rx,
        state: s.state,
        switch: s.switch,
      })),
    )
  })
}
