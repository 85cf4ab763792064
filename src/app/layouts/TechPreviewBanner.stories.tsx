import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { TechPreviewBanner } from './TechPreviewBanner'

const meta: Meta<typeof TechPreviewBanner> = {
  title: 'App/TechPreviewBanner',
  component: TechPreviewBanner,
}
export default meta

/**
 * Mock mode only. 'Learn more' opens the dialog saying the API is mocked and data is lost on
 * refresh, and the training scenarios: which one is loaded, and a reload into another.
 */
export const Default: StoryObj<typeof TechPreviewBanner> = {}
