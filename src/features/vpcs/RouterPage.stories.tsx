import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// A custom router (a route of every target kind) and the system router (read-only routes).
const meta: Meta = { title: 'Screens/Router' }
export default meta

const ROUTERS = '/projects/atlas-ingest/vpcs/default/routers'

export const CustomRouter = appStory(`${ROUTERS}/egress-control`)
export const SystemRouter = appStory(`${ROUTERS}/system`)
export const NewRoute = appStory(`${ROUTERS}/egress-control/routes-new`)
export const EditRoute = appStory(`${ROUTERS}/egress-control/routes/backend-via-worker/edit`)
