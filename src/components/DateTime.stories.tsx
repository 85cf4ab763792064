import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { DateTime } from './DateTime'

const meta: Meta<typeof DateTime> = {
  title: 'Components/DateTime',
  component: DateTime,
  args: { date: new Date(Date.UTC(2025, 2, 4, 5, 6, 7)) },
}
export default meta

type Story = StoryObj<typeof DateTime>

/** Hover for the ISO timestamp. */
export const FromDate: Story = {}
export const FromIsoString: Story = { args: { date: '2024-11-22T02:10:00.000Z' } }
