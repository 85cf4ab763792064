import type { Meta } from '@storybook/react-webpack5'
import { instanceSeedId } from '~mirage/sim/scenarios/compute'
import { appStory } from '~/stories/appStory'

// Lookups by instance id alone: the console finds the instance's project and lands on its
// storage tab (here ingest-worker-1 in atlas-ingest).
const meta: Meta = { title: 'Screens/Lookup' }
export default meta

const id = instanceSeedId('ingest-worker-1')

export const ByInstanceId = appStory(`/lookup/instances/${id}`)
export const ByInstanceIdShort = appStory(`/lookup/i/${id}`)
