import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { NoGroupsNotice } from './NoGroupsNotice'

const meta: Meta<typeof NoGroupsNotice> = {
  title: 'Components/Errors/NoGroupsNotice',
  component: NoGroupsNotice,
}
export default meta

export const Default: StoryObj<typeof NoGroupsNotice> = {}
