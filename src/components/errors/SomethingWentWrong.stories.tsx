import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { NoGroupsNotice } from './NoGroupsNotice'
import { SomethingWentWrong } from './SomethingWentWrong'

const meta: Meta<typeof SomethingWentWrong> = {
  title: 'Components/Errors/SomethingWentWrong',
  component: SomethingWentWrong,
}
export default meta

type Story = StoryObj<typeof SomethingWentWrong>

export const Default: Story = {}

/** A 403 for a user with no groups and no silo role. */
export const ForbiddenWithoutGroups: Story = { args: { children: <NoGroupsNotice /> } }
