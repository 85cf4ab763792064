import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The rack's network as Ada, a fleet admin, sees it: the seeded lots, the as65000 BGP
// configuration and its announce set, the uplink port settings of both switches, their
// loopbacks, an allow list that lets any source in, and jumbo frames allowed.
const meta: Meta = { title: 'Screens/System/Networking' }
export default meta

export const BgpConfigs = appStory('/system/networking/bgp/configs')
export const BgpConfigCreateForm = appStory('/system/networking/bgp/configs-new')
export const BgpConfigEditForm = appStory('/system/networking/bgp/configs/as65000/edit')
export const BgpPeers = appStory('/system/networking/bgp/peers')
export const BgpRoutes = appStory('/system/networking/bgp/routes')
export const BgpHistory = appStory('/system/networking/bgp/history')
export const AnnounceSets = appStory('/system/networking/bgp/announce-sets')
export const AnnounceSetCreateForm = appStory('/system/networking/bgp/announce-sets-new')
export const AnnounceSetEditForm = appStory('/system/networking/bgp/announce-sets/as65000-announce')
export const AddressLots = appStory('/system/networking/address-lots')
export const AddressLotCreateForm = appStory('/system/networking/address-lots-new')
export const AddressLot = appStory('/system/networking/address-lots/initial-infra')
export const LoopbackAddresses = appStory('/system/networking/loopback-addresses')
export const LoopbackAddressCreateForm = appStory('/system/networking/loopback-addresses-new')
export const PortSettings = appStory('/system/networking/port-settings')
export const PortSettingsView = appStory('/system/networking/port-settings/uplink-switch0-qsfp0')
export const ServiceAccess = appStory('/system/networking/service-access')
export const Settings = appStory('/system/networking/settings')
export const PortSettingsCreateForm = appStory('/system/networking/port-settings-new')
