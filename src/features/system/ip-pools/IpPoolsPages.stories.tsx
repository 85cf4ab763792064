import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The fleet's IP pools: default has IPv4 and a /64 of IPv6 (2^64 addresses, counted exactly).
const meta: Meta = { title: 'Screens/System/IP Pools' }
export default meta

export const List = appStory('/system/networking/ip-pools')
export const CreateForm = appStory('/system/networking/ip-pools-new')
export const Pool = appStory('/system/networking/ip-pools/default')
export const PoolLinkedSilos = appStory('/system/networking/ip-pools/edge-v6?tab=silos')
export const EmptyPool = appStory('/system/networking/ip-pools/lab-reserve?tab=silos')
export const EditForm = appStory('/system/networking/ip-pools/default/edit')
export const AddRangeForm = appStory('/system/networking/ip-pools/default/ranges-add')
