import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The audit log on the seeded fleet: its week before the seed's time (stories keep the seed's
// times, so a custom window names it), and the same filtered to one instance as Activity opens it.
const meta: Meta = { title: 'Screens/System/Audit log' }
export default meta

const SEEDED_WEEK =
  'range=custom&start=2025-05-05T09%3A00%3A00.000Z&end=2025-05-12T09%3A30%3A00.000Z'

export const AuditLog = appStory(`/system/audit-log?${SEEDED_WEEK}`)
export const Activity = appStory(
  `/system/audit-log?${SEEDED_WEEK}&resource=instance%3Aatlas-ingest%2Fingest-worker-1`,
)
