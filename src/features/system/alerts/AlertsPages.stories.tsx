import type { Meta } from '@storybook/react-webpack5'
import { alertSeedId } from '~mirage/sim/scenarios/alerts'
import { appStory } from '~/stories/appStory'

// Alerts and webhooks on the seeded fleet: ops-pager, ticket-bridge (a delivery pending, one
// resent) and the unreachable legacy-siem.
const meta: Meta = { title: 'Screens/System/Alerts' }
export default meta

export const Alerts = appStory('/system/alerts')
export const Alert = appStory(`/system/alerts/${alertSeedId(1)}`)
export const Receivers = appStory('/system/alerts/receivers')
export const NewReceiver = appStory('/system/alerts/receivers-new')
export const Receiver = appStory('/system/alerts/receivers/ops-pager')
export const ReceiverDeliveries = appStory('/system/alerts/receivers/legacy-siem?tab=deliveries')
export const EditReceiver = appStory('/system/alerts/receivers/ops-pager/edit')
