import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// atlas-ingest's external subnets (one attached), dev-sandbox has none, and the side-modal forms.
const meta: Meta = { title: 'Screens/External subnets' }
export default meta

export const List = appStory('/projects/atlas-ingest/external-subnets')
export const Empty = appStory('/projects/dev-sandbox/external-subnets')
export const CreateForm = appStory('/projects/atlas-ingest/external-subnets-new')
export const EditForm = appStory('/projects/atlas-ingest/external-subnets/ingest-edge/edit')
