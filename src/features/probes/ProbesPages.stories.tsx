import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// atlas-ingest's seeded probe, as Ada.
const meta: Meta = { title: 'Screens/Probes' }
export default meta

export const Probes = appStory('/projects/atlas-ingest/probes')
export const ProbeCreate = appStory('/projects/atlas-ingest/probes-new')
export const Probe = appStory('/projects/atlas-ingest/probes/uplink-check')
