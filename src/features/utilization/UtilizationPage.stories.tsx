import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The silo's utilization on the seeded fleet (quotas of 256 CPUs, 1 TiB memory, 20 TiB storage),
// over the default range, and a month of one project.
const meta: Meta = { title: 'Screens/Utilization' }
export default meta

export const Utilization = appStory('/utilization')
export const OneProjectOverAMonth = appStory('/utilization?range=30d&project=atlas-ingest')
