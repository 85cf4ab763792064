import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// atlas-ingest's floating IPs (some attached), dev-sandbox has none, and the side-modal forms.
const meta: Meta = { title: 'Screens/Floating IPs' }
export default meta

export const List = appStory('/projects/atlas-ingest/floating-ips')
export const Empty = appStory('/projects/dev-sandbox/floating-ips')
export const CreateForm = appStory('/projects/atlas-ingest/floating-ips-new')
export const EditForm = appStory('/projects/atlas-ingest/floating-ips/ingest-public/edit')
