import type {
  AllowListUpdate,
  ServiceIcmpConfig,
  SystemNetworkingSettingsUpdate,
} from '~/api/generated/types'
import type { MockApi } from '../api/define'
import type { MockContext } from '../context'
import { invalidBody } from '../util/errors'
import { addressLotRoutes } from './systemNetworking.addressLots'
import { bgpRoutes } from './systemNetworking.bgp'
import { switchPortRoutes } from './systemNetworking.switchPorts'

// Who may reach the rack's user-facing services: the source-IP allow list and whether the API
// services accept the ICMP messages path-MTU discovery needs; and the fleet-wide settings (may
// instances opt in to jumbo frames). All are one record per fleet.

function serviceAccessRoutes(api: MockApi, ctx: MockContext) {
  const record = () => ctx.schema.find('allowList', 'singleton') ?? ctx.create('allowList')

  api.on('networkingAllowListView', () => record())
  api.on('networkingAllowListUpdate', (c) => {
    const { allowed_ips } = c.json<AllowListUpdate>()
    // the API refuses an empty list: it would lock every client out of the rack
    if (allowed_ips.allow === 'list' && allowed_ips.ips.length === 0) {
      throw invalidBody('allowed_ips.ips: IP allowlist must not be empty')
    }
    const list = record()
    list.update({ allowedIps: allowed_ips, timeModified: new Date().toISOString() })
    return list
  })
  api.on('networkingInboundIcmpView', () => ({ enabled: record().inboundIcmp }))
  api.on('networkingInboundIcmpUpdate', (c) => {
    record().update({ inboundIcmp: c.json<ServiceIcmpConfig>().enabled })
  })
  const settings = () => ({
    external_jumbo_frames_opt_in_enabled: record().jumboFramesOptIn === true,
  })
  api.on('systemNetworkingSettingsView', settings)
  // the body's one field defaults to false: an empty body turns the opt-in off
  api.on('systemNetworkingSettingsUpdate', (c) => {
    const body = c.json<SystemNetworkingSettingsUpdate>()
    record().update({ jumboFramesOptIn: body.external_jumbo_frames_opt_in_enabled ?? false })
    return settings()
  })
}

/** The systemNetworking group: the allow list here, address lots, BGP and port settings beside it. */
export function systemNetworkingHandlers(api: MockApi, ctx: MockContext): void {
  serviceAccessRoutes(api, ctx)
  addressLotRoutes(api, ctx)
  bgpRoutes(api, ctx)
  switchPortRoutes(api, ctx)
}
