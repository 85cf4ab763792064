import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { NotFound } from './NotFound'

const meta: Meta<typeof NotFound> = {
  title: 'Components/Errors/NotFound',
  component: NotFound,
  args: { onSignOut: fn() },
}
export default meta

export const Default: StoryObj<typeof NotFound> = {}
