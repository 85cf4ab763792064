import type { Meta } from '@storybook/react-webpack5'
import { sledSeedId } from '~mirage/system/seedHardware'
import { appStory } from '~/stories/appStory'

// The rack's inventory: eight sleds (two more uninitialized), their disks, two switches.
const meta: Meta = { title: 'Screens/System/Inventory' }
export default meta

export const Sleds = appStory('/system/inventory/sleds')
export const Disks = appStory('/system/inventory/disks')
export const Switches = appStory('/system/inventory/switches')
export const SledInstances = appStory(`/system/inventory/sleds/${sledSeedId(1)}/instances`)
