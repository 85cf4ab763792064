import type { Meta } from '@storybook/react-webpack5'
import { sledSeedId, switchPortSeedId, switchSeedId } from '~mirage/sim/scenarios/hardware'
import { appStory } from '~/stories/appStory'

// The rack's inventory: eight sleds (two more uninitialized), their disks (a replacement waiting
// to be adopted, a spare's adoption enabled), two switches.
const meta: Meta = { title: 'Screens/System/Inventory' }
export default meta

export const Sleds = appStory('/system/inventory/sleds')
export const Disks = appStory('/system/inventory/disks')
export const Switches = appStory('/system/inventory/switches')
export const SledInstances = appStory(`/system/inventory/sleds/${sledSeedId(1)}/instances`)

// switch0 and its uplink qsfp0, with the uplink settings applied, LLDP on and a neighbour heard
export const Switch = appStory(`/system/inventory/switches/${switchSeedId(0)}`)
export const SwitchPort = appStory(
  `/system/inventory/switches/${switchSeedId(0)}/ports/${switchPortSeedId(0, 0)}`,
)
