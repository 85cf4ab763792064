import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The affinity screens on the seeded fleet: atlas-ingest has the anti-affinity group
// ingest-spread (its workers) and the affinity group ingest-colocate; dev-sandbox has none.
const meta: Meta = { title: 'Screens/Affinity groups' }
export default meta

export const List = appStory('/projects/atlas-ingest/affinity')
export const Empty = appStory('/projects/dev-sandbox/affinity')
export const CreateForm = appStory('/projects/atlas-ingest/affinity-new')
export const AntiAffinityGroup = appStory('/projects/atlas-ingest/anti-affinity/ingest-spread')
export const AffinityGroup = appStory('/projects/atlas-ingest/affinity/ingest-colocate')
export const EditAntiAffinityGroup = appStory(
  '/projects/atlas-ingest/anti-affinity/ingest-spread/edit',
)
export const EditAffinityGroup = appStory('/projects/atlas-ingest/affinity/ingest-colocate/edit')
