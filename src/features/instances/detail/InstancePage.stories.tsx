import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The instance page on the seeded fleet: a stopped instance (every action open, disks caught
// mid-move), a running one (attach and interface changes disabled with their reasons; the
// firewall rules reaching it, two of them disabled), and a failed one due for auto-restart (its
// settings can add it to a group).
const meta: Meta = { title: 'Screens/Instance' }
export default meta

const stopped = '/projects/atlas-ingest/instances/ingest-worker-3'
const running = '/projects/atlas-ingest/instances/ingest-worker-1'

export const StoppedStorage = appStory(`${stopped}/storage`)
export const StoppedNetworking = appStory(`${stopped}/networking`)
export const StoppedSettings = appStory(`${stopped}/settings`)
export const RunningStorage = appStory(`${running}/storage`)
export const RunningNetworking = appStory(`${running}/networking`)
export const FailedSettings = appStory('/projects/atlas-ingest/instances/ingest-legacy/settings')
export const RunningSettings = appStory(`${running}/settings`)
