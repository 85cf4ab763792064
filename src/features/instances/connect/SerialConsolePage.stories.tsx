import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

const meta: Meta = { title: 'Screens/Instances/Serial console' }
export default meta

/** A running instance: the boot log arrives after a second and typed input echoes. */
export const Running = appStory('/projects/atlas-ingest/instances/ingest-worker-1/serial-console')

/** A stopped instance has no console: the page says so and opens no socket. */
export const Stopped = appStory('/projects/atlas-ingest/instances/ingest-worker-3/serial-console')
