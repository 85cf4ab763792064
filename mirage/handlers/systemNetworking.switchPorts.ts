import type { LldpLinkConfig, SwitchPortSettingsCreate } from '~/api/generated/types'
import { requiredQuery, type Call, type MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { assertNameFree } from '../orm/lookups'
import type { M } from '../orm/models'
import { buildPortSettings, settingsByKey } from '../orm/parts/switchPorts'
import { asSchema } from '../orm/serializer'
import { invalidRequest, notFoundAs } from '../util/errors'
import { switchPortOf } from './systemHardware'

// Switch port settings, a port's LLDP configuration and what LLDP sees on the wire (the ports
// themselves are systemHardware.ts). A port's LLDP configuration belongs to the first link of its applied settings, so a port
// without settings has none (404), as on a real rack.

/** The LLDP configuration of the port's applied settings (its first link that has one). */
function lldpOf(port: M<'switchPort'>) {
  const settings = port.portSettings
  const link = settings?.links.find((l) => l.lldp_link_config)
  if (!settings || !link?.lldp_link_config)
    throw notFoundAs(`lldp-link-config for switch port ${port.portName}`)
  return { settings, link, config: link.lldp_link_config }
}

export function switchPortRoutes(api: MockApi, ctx: MockContext) {
  const port = (c: Call, from?: (key: string) => string | undefined) => switchPortOf(ctx, c, from)

  api.on('networkingSwitchPortLldpConfigView', (c) => lldpOf(port(c)).config)
  api.on('networkingSwitchPortLldpConfigUpdate', (c) => {
    const { settings, link, config } = lldpOf(port(c))
    // the service instance keeps its id; the body's is informational
    const next = { ...c.json<LldpLinkConfig>(), id: config.id }
    settings.update({
      links: settings.links.map((l) => (l === link ? { ...l, lldp_link_config: next } : l)),
      timeModified: new Date().toISOString(),
    })
  })
  api.on('networkingSwitchPortLldpNeighbors', (c) =>
    list(port(c, (key) => c.params[key]).lldpNeighbors, c.request, BY_ID),
  )

  api.on('networkingSwitchPortSettingsList', (c) => {
    const only = c.query('port_settings')
    const all = ctx.schema.where(
      'switchPortSetting',
      (s) => only === undefined || s.id === only || s.name === only,
    )
    return list(all, c.request, undefined, (s) => asSchema('SwitchPortSettingsIdentity', s.attrs))
  })
  api.on('networkingSwitchPortSettingsCreate', (c) => {
    const body = c.json<SwitchPortSettingsCreate>()
    assertNameFree(ctx.schema.all('switchPortSetting'), body.name, 'switch-port-settings')
    return buildPortSettings(ctx, body)
  })
  api.on('networkingSwitchPortSettingsDelete', (c) => {
    const settings = settingsByKey(ctx, requiredQuery(c, 'port_settings'))
    const user = ctx.schema.findBy('switchPort', { portSettingsId: settings.id })
    if (user) {
      throw invalidRequest(
        `switch port settings "${settings.name}" are applied to ${user.switchSlot}/${user.portName}`,
      )
    }
    settings.destroy()
  })
  api.on('networkingSwitchPortSettingsView', (c) => settingsByKey(ctx, c.params.port ?? ''))
}
