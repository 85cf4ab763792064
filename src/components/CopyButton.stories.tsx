import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { CopyButton } from './CopyButton'

const meta: Meta<typeof CopyButton> = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { text: 'oxide instance serial console --project my-project --instance db-1' },
}
export default meta

type Story = StoryObj<typeof CopyButton>

/** Click: the label reads 'Copied' for 2 seconds. */
export const Default: Story = {}
export const CustomLabel: Story = { args: { label: 'Copy command' } }
