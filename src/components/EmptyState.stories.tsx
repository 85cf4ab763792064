import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { EmptyState } from './EmptyState'

const meta: Meta<typeof EmptyState> = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No projects', body: 'Projects hold your instances, disks and networks.' },
}
export default meta

type Story = StoryObj<typeof EmptyState>

export const WithButton: Story = { args: { buttonText: 'New project', buttonTo: '/projects-new' } }
export const TextOnly: Story = { args: { title: 'No issues', body: 'Nothing needs attention.' } }
