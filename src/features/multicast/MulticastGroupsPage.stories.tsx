import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The default fleet's groups, as Ada: tile-updates (three of atlas-ingest's workers, one stopped)
// and price-feed (with sources, a member in billing-api).
const meta: Meta = { title: 'Screens/Multicast groups' }
export default meta

export const MulticastGroups = appStory('/projects/atlas-ingest/multicast-groups')
export const GroupMembers = appStory('/projects/atlas-ingest/multicast-groups?group=tile-updates')
