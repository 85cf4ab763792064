import { requireFleet } from '../auth'
import type { MockContext } from '../context'
import type { MockDb } from '../db'
import { alreadyExists, invalidQuery, MockHttpError } from '../util/errors'
import { isUuid, newId } from '../util/ids'
import { byNameOrId, now } from '../util/lookup'
import { ID_SORT, paginate, queryParam } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody } from '../util/validate'
import type { MockApi } from '../routes/define'
import { toWire } from '../wire'
import { findPort, portFromQuery, switchLocation } from './common'
import { bool, field, nameOrId, optIp, optStr, requiredQuery } from './parse'
import { buildPortSettings } from './portSettingsBuild'
import type { LldpNeighborRecord, SwitchPortRecord, SwitchPortSettingsRecord } from './records'

// Switch ports, the settings applied to them, their LLDP configuration and what LLDP sees on the
// wire. A port's LLDP configuration belongs to the first link of its applied settings, so a port
// without settings has none (404), as on a real rack.

const settingsByKey = (db: MockDb, key: string) =>
  byNameOrId(db.switchPortSettings.all(), key, 'switch-port-settings')

const toIdentity = (s: SwitchPortSettingsRecord) => ({
  id: s.id,
  name: s.name,
  description: s.description,
  time_created: s.time_created,
  time_modified: s.time_modified,
})

function lldpLink(db: MockDb, port: SwitchPortRecord) {
  const settings = port.port_settings_id
    ? db.switchPortSettings.find(port.port_settings_id)
    : undefined
  const link = settings?.links.find((l) => l.lldp_link_config)
  if (!settings || !link?.lldp_link_config) {
    throw new MockHttpError(
      404,
      'ObjectNotFound',
      `not found: lldp-link-config for switch port ${port.port_name}`,
    )
  }
  return { settings, link, config: link.lldp_link_config }
}

const toNeighbor = (n: LldpNeighborRecord) => ({
  chassis_id: n.chassis_id,
  first_seen: n.first_seen,
  last_seen: n.last_seen,
  link_description: n.link_description ?? null,
  link_name: n.link_name,
  local_port: n.local_port,
  management_ip: n.management_ip,
  system_description: n.system_description ?? null,
  system_name: n.system_name ?? null,
})

/** What the transceiver daemon reports for a port (SwitchLinkState has no fixed schema). */
function linkState(db: MockDb, port: SwitchPortRecord) {
  const settings = port.port_settings_id
    ? db.switchPortSettings.find(port.port_settings_id)
    : undefined
  const link = settings?.links[0]
  return {
    link: {
      port_id: port.port_name,
      link_id: 0,
      enabled: !!link,
      autoneg: link?.autoneg ?? false,
      speed: link?.speed ?? 'speed0_g',
      fec: link?.fec ?? null,
      mtu: link?.mtu ?? 0,
      link_state: link ? 'up' : 'unknown',
      presence: !!link,
      media: link ? 'optical' : 'unknown',
    },
    monitors: link
      ? {
          receiver_power: [-2.9, -3.1, -3.0, -2.8],
          transmitter_bias_current: [38.2, 38.0, 38.4, 38.1],
        }
      : null,
  }
}

export function switchPortRoutes(api: MockApi, ctx: MockContext) {
  const { db } = ctx

  api.get('/v1/system/hardware/switch-port', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const only = queryParam(request, 'switch_port_id')
    if (only !== undefined && !isUuid(only)) throw invalidQuery('switch_port_id: expected a UUID')
    const ports = db.switchPorts.all().filter((p) => only === undefined || p.id === only)
    const page = paginate(ports, request, ID_SORT)
    return ok({ items: page.items.map((p) => toWire(p)), next_page: page.next_page })
  })

  api.get('/v1/system/hardware/switch-port/:port/lldp/config', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(lldpLink(db, portFromQuery(db, request)).config)
  })

  api.post('/v1/system/hardware/switch-port/:port/lldp/config', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const port = portFromQuery(db, request)
    const body = jsonBody(request)
    const { settings, link, config } = lldpLink(db, port)
    const text = (k: string) => optStr(field(body, k))
    const next = {
      id: config.id, // the service instance keeps its id; the body's is informational
      enabled: bool(field(body, 'enabled')),
      chassis_id: text('chassis_id'),
      link_description: text('link_description'),
      link_name: text('link_name'),
      management_ip: optIp(field(body, 'management_ip')),
      system_description: text('system_description'),
      system_name: text('system_name'),
    }
    db.switchPortSettings.update(settings.id, {
      links: settings.links.map((l) => (l === link ? { ...l, lldp_link_config: next } : l)),
      time_modified: now(),
    })
    return noContent()
  })

  api.post('/v1/system/hardware/switch-port/:port/settings', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const port = portFromQuery(db, request)
    const settings = settingsByKey(db, nameOrId(field(jsonBody(request), 'port_settings')))
    db.switchPorts.update(port.id, { port_settings_id: settings.id })
    return noContent()
  })

  api.del('/v1/system/hardware/switch-port/:port/settings', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const port = portFromQuery(db, request)
    db.switchPorts.update(port.id, { port_settings_id: null })
    return noContent()
  })

  api.get('/v1/system/hardware/switch-port/:port/status', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(linkState(db, portFromQuery(db, request)))
  })

  api.get(
    '/v1/system/hardware/rack-switch-port/:rack_id/:switch_location/:port/lldp/neighbors',
    (request, me) => {
      requireFleet(ctx, me, 'viewer')
      const { params } = request
      const location = switchLocation(params.switch_location ?? '', 'switch_location')
      const port = findPort(db, params.rack_id ?? '', location, params.port ?? '')
      const page = paginate(
        db.lldpNeighbors.where((n) => n._port_id === port.id),
        request,
        ID_SORT,
      )
      return ok({ items: page.items.map(toNeighbor), next_page: page.next_page })
    },
  )

  api.get('/v1/system/networking/switch-port-settings', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const only = queryParam(request, 'port_settings')
    const all = db.switchPortSettings.all()
    const list = only === undefined ? all : all.filter((s) => s.id === only || s.name === only)
    const page = paginate(list, request)
    return ok({ items: page.items.map(toIdentity), next_page: page.next_page })
  })

  api.post('/v1/system/networking/switch-port-settings', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const record = buildPortSettings(db, jsonBody(request), newId(), newId, now())
    if (db.switchPortSettings.first((s) => s.name === record.name)) {
      throw alreadyExists('switch-port-settings', record.name)
    }
    return created(db.switchPortSettings.insert(record))
  })

  api.del('/v1/system/networking/switch-port-settings', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const settings = settingsByKey(db, requiredQuery(request, 'port_settings'))
    const port = db.switchPorts.first((p) => p.port_settings_id === settings.id)
    if (port) {
      throw new MockHttpError(
        400,
        'InvalidRequest',
        `switch port settings "${settings.name}" are applied to ${port.switch_location}/${port.port_name}`,
      )
    }
    db.switchPortSettings.remove(settings.id)
    return noContent()
  })

  api.get('/v1/system/networking/switch-port-settings/:port', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(settingsByKey(db, request.params.port ?? ''))
  })
}
