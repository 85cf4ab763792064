import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The silo's auth settings on the seeded fleet, as Ada (silo admin): prairie sets no limit.
const meta: Meta = { title: 'Screens/Auth settings' }
export default meta

export const AuthSettings = appStory('/auth-settings')
