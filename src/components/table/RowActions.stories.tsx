import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn, userEvent, within } from 'storybook/test'
import { RowActions } from './RowActions'

const meta: Meta<typeof RowActions> = {
  title: 'Components/RowActions',
  component: RowActions,
  args: {
    label: 'Row actions for db-1',
    actions: [
      { label: 'Edit', onActivate: fn() },
      { label: 'Stop', onActivate: fn() },
      {
        label: 'Delete',
        danger: true,
        onActivate: fn(),
        disabledReason: 'Only stopped or failed instances can be deleted',
      },
    ],
  },
}
export default meta

type Story = StoryObj<typeof RowActions>

export const Closed: Story = {}

/** Opens the menu and hovers the disabled item so its reason shows. */
export const DisabledWithReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Row actions for db-1' }))
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.hover(await body.findByRole('menuitem', { name: 'Delete' }))
  },
}
