import type {
  BfdSessionDisable,
  BfdSessionEnable,
  BgpAnnounceSetCreate,
  BgpConfigCreate,
  BgpConfigUpdate,
  SwitchSlot,
} from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { list, paginate } from '../api/lists'
import type { MockContext } from '../context'
import { assertNameFree, byNameOrId } from '../orm/lookups'
import type { M } from '../orm/models'
import { upsertAnnounceSet, createBgpConfig, setByKey } from '../orm/parts/bgp'
import { toWire } from '../orm/serializer'
import { seedTime } from '../sim/scenarios/hardware'
import { invalidRequest, notFoundAs } from '../util/errors'
import { parseIp, sameIp } from '../util/ip'

// BGP configurations and the announce sets they originate, and what the rack's BGP speakers and
// BFD daemons report. An announcement names the address lot its network is drawn from; the
// block of that lot holding the network is what gets recorded. There are no routers behind the
// mock, so the state follows the configuration: every peer of port settings applied to a switch
// port has an established session, imports a default route and a few prefixes, and exports the
// IPv4 networks of its configuration's announce set.

type Peer = {
  switch: SwitchSlot
  /** the peer's address: a numbered peer's own, an unnumbered one's link-local (learned) */
  addr: string
  /** how the switch names the session: the address of a numbered peer, the port otherwise */
  peerId: string
  config: M<'bgpConfig'>
  remoteAsn: number
  /** when the port's link went down: the session has been trying to connect since */
  linkDownSince: string | null
}

/** BGP sessions came up when the settings were applied; this is the mock's "since". */
const SESSION_SINCE = Date.parse(seedTime(9))

function activePeers(ctx: MockContext): Peer[] {
  return ctx.schema.all('switchPort').models.flatMap((port) =>
    (port.portSettings?.bgpPeers ?? []).flatMap(({ addr, bgp_config, remote_asn }, i) => {
      const config = ctx.schema.find('bgpConfig', bgp_config)
      const remoteAsn = remote_asn ?? 64_700
      const [address, peerId] =
        addr.type === 'numbered'
          ? [addr.ip, addr.ip]
          : [`fe80::aa40:25ff:fe00:${(i + 1).toString(16)}`, port.portName]
      const linkDownSince = port.linkDownSince ?? null
      return config
        ? [{ switch: port.switchSlot, addr: address, peerId, config, remoteAsn, linkDownSince }]
        : []
    }),
  )
}

function history(peer: Peer) {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()
  const since = new Date(SESSION_SINCE).toISOString()
  const keepalive = (m: number) => ({ timestamp: at(m), message: { type: 'keepalive' } })
  const open = (asn: number) => ({ timestamp: since, message: { type: 'open', asn, hold_time: 6 } })
  return {
    received: [
      open(peer.remoteAsn),
      { timestamp: at(3), message: { type: 'update', nlri: ['203.0.113.0/24', '192.0.2.0/25'] } },
      keepalive(2),
      keepalive(1),
    ],
    sent: [open(peer.config.asn), keepalive(2), keepalive(1)],
  }
}

export function bgpRoutes(api: MockApi, ctx: MockContext) {
  /** The peers of the `?asn=` of the query (required, a u32). */
  const peersOf = (c: Call) =>
    activePeers(ctx).filter((p) => p.config.asn === Number(c.query('asn')))

  api.on('networkingBgpConfigList', (c) => list(ctx.schema.all('bgpConfig'), c.request))
  api.on('networkingBgpConfigCreate', (c) => createBgpConfig(ctx, c.json<BgpConfigCreate>()))
  // Only what the body names changes; the ASN and VRF are fixed once the config exists.
  api.on('networkingBgpConfigUpdate', (c) => {
    const config = byNameOrId(ctx.schema.all('bgpConfig'), c.query('name_or_id')!, 'bgp-config')
    const body = c.json<BgpConfigUpdate>()
    if (body.name != null && body.name !== config.name) {
      assertNameFree(ctx.schema.all('bgpConfig'), body.name, 'bgp-config', config.id)
    }
    const set = body.bgp_announce_set_id != null ? setByKey(ctx, body.bgp_announce_set_id) : null
    config.update({
      ...(body.name != null ? { name: body.name } : {}),
      ...(body.description != null ? { description: body.description } : {}),
      ...(body.max_paths != null ? { maxPaths: body.max_paths } : {}),
      ...(set ? { announceSet: set } : {}),
      timeModified: new Date().toISOString(),
    })
    return config
  })
  api.on('networkingBgpConfigDelete', (c) => {
    const config = byNameOrId(ctx.schema.all('bgpConfig'), c.query('name_or_id')!, 'bgp-config')
    const used = ctx.schema
      .all('switchPortSetting')
      .models.some((s) => s.bgpPeers.some((p) => p.bgp_config === config.id))
    if (used) throw invalidRequest(`BGP config "${config.name}" is used by switch port settings`)
    config.destroy()
  })
  // A plain array on the wire, though the list takes the usual paging parameters.
  api.on('networkingBgpAnnounceSetList', (c) =>
    paginate(ctx.schema.all('bgpAnnounceSet'), c.request).items.map(toWire),
  )
  api.on('networkingBgpAnnounceSetUpdate', (c) =>
    upsertAnnounceSet(ctx, c.json<BgpAnnounceSetCreate>()),
  )
  api.on('networkingBgpAnnounceSetDelete', (c) => {
    const set = setByKey(ctx, c.params.announce_set ?? '')
    const user = ctx.schema.findBy('bgpConfig', { announceSetId: set.id })
    if (user)
      throw invalidRequest(`announce set "${set.name}" is used by BGP config "${user.name}"`)
    set.announcements.destroy()
    set.destroy()
  })
  api.on('networkingBgpAnnouncementList', (c) =>
    setByKey(ctx, c.params.announce_set ?? '').announcements.models.map(toWire),
  )

  api.on('networkingBgpStatus', () =>
    activePeers(ctx).map((p) => ({
      addr: p.addr,
      local_asn: p.config.asn,
      remote_asn: p.remoteAsn,
      state: p.linkDownSince ? 'connect' : 'established',
      state_duration_millis: Math.max(
        0,
        Date.now() - (p.linkDownSince ? Date.parse(p.linkDownSince) : SESSION_SINCE),
      ),
      switch: p.switch,
      peer_id: p.peerId,
    })),
  )
  api.on('networkingBgpExported', () => {
    const v4 = (config: M<'bgpConfig'>) =>
      (config.announceSet?.announcements.models ?? [])
        .map((a) => a.network)
        .filter((n) => parseIp(n.split('/')[0] ?? '')?.family === 4)
    return activePeers(ctx).flatMap((p) =>
      v4(p.config).map((prefix) => ({ peer_id: p.peerId, prefix, switch: p.switch })),
    )
  })
  api.on('networkingBgpImported', (c) =>
    peersOf(c).flatMap((p) => {
      const v = parseIp(p.addr)
      // the BGP identifier: the peer's IPv4 address as a number
      const id = v?.family === 4 ? Number(v.value) : 3_405_803_777
      const prefixes = ['0.0.0.0/0', '203.0.113.0/24', '192.0.2.0/25']
      return prefixes.map((prefix) => ({ id, nexthop: p.addr, prefix, switch: p.switch }))
    }),
  )
  api.on('networkingBgpMessageHistory', (c) => {
    const peers = peersOf(c)
    const switches = [...new Set(peers.map((p) => p.switch))].sort()
    return {
      switch_histories: switches.map((s) => ({
        switch: s,
        history: Object.fromEntries(
          peers.filter((p) => p.switch === s).map((p) => [p.addr, history(p)]),
        ),
      })),
    }
  })

  api.on('networkingBfdEnable', (c) => {
    const body = c.json<BfdSessionEnable>()
    const sw = body.switch_slot
    const session = {
      switchSlot: sw,
      peer: body.remote,
      local: body.local ?? null,
      mode: body.mode,
      requiredRx: body.required_rx,
      detectionThreshold: body.detection_threshold,
      // a session only comes up when something answers at the far end: a known BGP peer
      state: activePeers(ctx).some((p) => p.switch === sw && sameIp(p.addr, body.remote))
        ? ('up' as const)
        : ('down' as const),
    }
    const id = `${sw}/${body.remote}`
    const existing = ctx.schema.find('bfdSession', id)
    if (existing) existing.update(session)
    else ctx.create('bfdSession', { id, ...session })
  })
  api.on('networkingBfdDisable', (c) => {
    const body = c.json<BfdSessionDisable>()
    const sw = body.switch_slot
    const session = ctx.schema
      .all('bfdSession')
      .models.find((s) => s.switchSlot === sw && sameIp(s.peer, body.remote))
    if (!session) throw notFoundAs(`bfd-session for ${body.remote} on ${sw}`)
    session.destroy()
  })
  api.on('networkingBfdStatus', () => ctx.schema.all('bfdSession').models.map(toWire))
}
