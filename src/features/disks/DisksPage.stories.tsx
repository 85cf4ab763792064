import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The disks screens on the seeded fleet: atlas-ingest has a disk in every state of spec §4,
// dev-sandbox has none.
const meta: Meta = { title: 'Screens/Disks' }
export default meta

export const List = appStory('/projects/atlas-ingest/disks')
export const Empty = appStory('/projects/dev-sandbox/disks')
export const CreateForm = appStory('/projects/atlas-ingest/disks-new')
