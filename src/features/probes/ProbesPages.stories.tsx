import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// build-farm's seeded probe, as Ada.
const meta: Meta = { title: 'Screens/Probes' }
export default meta

export const Probes = appStory('/projects/build-farm/probes')
export const ProbeCreate = appStory('/projects/build-farm/probes-new')
export const Probe = appStory('/projects/build-farm/probes/uplink-check')
