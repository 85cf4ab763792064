import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// System update on the seeded fleet: target 15.0.0, repositories 15.0.0 and 16.0.0, one trust root.
const meta: Meta = { title: 'Screens/System/Update' }
export default meta

export const Update = appStory('/system/update')
export const TrustRoots = appStory('/system/update/trust-roots')
export const TrustRootCreate = appStory('/system/update/trust-roots-new')
