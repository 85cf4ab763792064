import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The access pages on the seeded fleet: the silo's roles (users and groups), and atlas-ingest's,
// where Lena's project role is above her silo role and the platform team's below theirs.
const meta: Meta = { title: 'Screens/Access' }
export default meta

export const SiloAccess = appStory('/access')
export const ProjectAccess = appStory('/projects/atlas-ingest/access')
export const ProjectWithSiloRolesOnly = appStory('/projects/dev-sandbox/access')
export const SiloUsers = appStory('/users')
// Tomás Reyes: his groups and roles, two console sessions and an access token
export const SiloUser = appStory('/users/5eed0002-0000-4000-8000-000000000003')
export const SiloGroups = appStory('/groups')
// platform-team's members, opened from a link
export const GroupMembers = appStory('/groups?group=5eed0003-0000-4000-8000-000000000001')
export const FleetAccess = appStory('/system/access')
