import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The access pages on the seeded fleet: the silo's roles (users and groups), and atlas-ingest's,
// where Lena's project role is above her silo role and the platform team's below theirs.
const meta: Meta = { title: 'Screens/Access' }
export default meta

export const SiloAccess = appStory('/access')
export const ProjectAccess = appStory('/projects/atlas-ingest/access')
export const ProjectWithSiloRolesOnly = appStory('/projects/dev-sandbox/access')
