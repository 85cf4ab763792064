import type { Meta } from '@storybook/react-webpack5'
import { appStory } from './appStory'

// Any path the route table does not know.
const meta: Meta = { title: 'Screens/Page not found' }
export default meta

export const UnknownPath = appStory('/no/such/page')
