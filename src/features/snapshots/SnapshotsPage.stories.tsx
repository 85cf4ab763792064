import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The snapshots screens on the seeded fleet: atlas-ingest has a snapshot in every state of spec
// §4 (creating frozen, so its spinner shows), dev-sandbox has none.
const meta: Meta = { title: 'Screens/Snapshots' }
export default meta

export const List = appStory('/projects/atlas-ingest/snapshots')
export const Empty = appStory('/projects/dev-sandbox/snapshots')
export const CreateForm = appStory('/projects/atlas-ingest/snapshots-new')
export const ImageFromSnapshot = appStory(
  '/projects/atlas-ingest/snapshots/data-1-weekly/images-new',
)
/** A snapshot still being created: the form says an image waits for it to be ready. */
export const ImageFromCreatingSnapshot = appStory(
  '/projects/atlas-ingest/snapshots/data-1-now/images-new',
)
