import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// Support bundles on the seeded fleet, in several states.
const meta: Meta = { title: 'Screens/System/Support bundles' }
export default meta

export const SupportBundles = appStory('/system/support-bundles')
export const SupportBundle = appStory(
  '/system/support-bundles/5eedf109-0000-4000-8000-000000000002',
)
