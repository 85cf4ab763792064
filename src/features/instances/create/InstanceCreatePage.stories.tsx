import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

const meta: Meta = { title: 'Screens/Instances/Create instance' }
export default meta

/** The create page on the seeded fleet: atlas-ingest has project images, detached disks and VPCs. */
export const CreateInstance = appStory('/projects/atlas-ingest/instances-new')

/** A project with nothing in it yet: only silo images and the default VPC to pick from. */
export const EmptyProject = appStory('/projects/dev-sandbox/instances-new')
