import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

const meta: Meta = { title: 'Screens/Instances' }
export default meta

/** Instances in most states, with the auto-restart status of the three failed ones. */
export const AtlasIngest = appStory('/projects/atlas-ingest/instances')

/** 26 instances: a full first page and a second page of one. */
export const BuildFarm = appStory('/projects/build-farm/instances')

/** No instances yet: the empty state offers to create one. */
export const Empty = appStory('/projects/dev-sandbox/instances')
