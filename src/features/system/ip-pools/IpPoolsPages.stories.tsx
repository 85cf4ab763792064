import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The fleet's IP pools: 'default' is prairie's IPv4 default, 'default-v6' its IPv6 one (a /64:
// 2^64 addresses, which the API counts as a rounded double), 'oxide-service-pool' the rack's own.
const meta: Meta = { title: 'Screens/System/IP Pools' }
export default meta

export const List = appStory('/system/networking/ip-pools')
export const CreateForm = appStory('/system/networking/ip-pools-new')
export const Pool = appStory('/system/networking/ip-pools/default')
export const PoolV6 = appStory('/system/networking/ip-pools/default-v6')
export const ServicesPool = appStory('/system/networking/ip-pools/oxide-service-pool?tab=silos')
export const PoolLinkedSilos = appStory('/system/networking/ip-pools/edge-v6?tab=silos')
export const EmptyPool = appStory('/system/networking/ip-pools/lab-reserve?tab=silos')
export const EditForm = appStory('/system/networking/ip-pools/default/edit')
export const AddRangeForm = appStory('/system/networking/ip-pools/default/ranges-add')
