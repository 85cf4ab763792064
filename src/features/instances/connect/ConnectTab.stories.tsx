import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

const meta: Meta = { title: 'Screens/Instances/Connect tab' }
export default meta

/** A running instance: 'Connect' links to the serial console; SSH hints for its external IPs. */
export const Running = appStory('/projects/atlas-ingest/instances/ingest-worker-1/connect')

/** A stopped instance: 'Connect' is disabled and the reason is shown under it. */
export const Stopped = appStory('/projects/atlas-ingest/instances/ingest-worker-3/connect')
