import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The System area as Ada, a fleet admin (so a fleet viewer), sees it.
const meta: Meta = { title: 'Screens/System' }
export default meta

export const Issues = appStory('/system/issues')
