import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The metrics tab of a running seeded instance (4 vCPUs, a boot and a data disk, a NIC): the
// mock's oximeter answers every chart.
const meta: Meta = { title: 'Screens/Instances/Metrics tab' }
export default meta

const base = '/projects/atlas-ingest/instances/ingest-worker-1/metrics'

/** CPU utilization and vCPU time by state over the last hour. */
export const Cpu = appStory(`${base}/cpu`)

/** Disk throughput and operations, all attached disks, over the last 24 hours. */
export const Disk = appStory(`${base}/disk?range=24h`)

/** Network throughput and packets over the last week. */
export const Network = appStory(`${base}/network?range=1w`)

/** One network interface (?nic=), refreshing every minute. */
export const NetworkOneInterface = appStory(`${base}/network?nic=net0&refresh=1m`)

/** A custom range from the address whose end comes before its start: the message, no charts. */
export const CustomRangeRefused = appStory(
  `${base}/cpu?range=custom&start=2025-03-14T10%3A00%3A00.000Z&end=2025-03-14T09%3A00%3A00.000Z`,
)
