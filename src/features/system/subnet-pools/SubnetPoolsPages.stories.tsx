import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The fleet's subnet pools: 'routed-v4' is prairie's IPv4 default (two members), 'routed-v6' its
// IPv6 one (a /48, also linked to maple), 'lab-spare' an empty pool linked nowhere.
const meta: Meta = { title: 'Screens/System/Subnet Pools' }
export default meta

export const List = appStory('/system/networking/subnet-pools')
export const CreateForm = appStory('/system/networking/subnet-pools-new')
export const Pool = appStory('/system/networking/subnet-pools/routed-v4')
export const PoolLinkedSilos = appStory('/system/networking/subnet-pools/routed-v6?tab=silos')
export const EmptyPool = appStory('/system/networking/subnet-pools/lab-spare')
export const EditForm = appStory('/system/networking/subnet-pools/routed-v4/edit')
export const AddMemberForm = appStory('/system/networking/subnet-pools/routed-v4/members-add')
