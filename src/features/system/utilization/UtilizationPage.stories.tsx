import type { Meta } from '@storybook/react-webpack5'
import { appStory } from '~/stories/appStory'

// The fleet's capacity, each silo's use of its quotas, and provisioning over time.
const meta: Meta = { title: 'Screens/System/Utilization' }
export default meta

export const Fleet = appStory('/system/utilization')
export const OneSilo = appStory('/system/utilization?silo=maple&range=30d')
