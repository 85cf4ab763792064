import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { PropertiesTable } from '../PropertiesTable'
import { SideModal } from './SideModal'

const meta: Meta<typeof SideModal> = {
  title: 'Components/SideModal',
  component: SideModal,
  args: {
    title: 'View SSH key',
    isOpen: true,
    onDismiss: fn(),
    children: (
      <PropertiesTable
        properties={[
          { label: 'Name', value: 'laptop' },
          { label: 'Description', value: 'Work laptop' },
        ]}
      />
    ),
  },
}
export default meta

type Story = StoryObj<typeof SideModal>

export const Default: Story = {}

export const WithSubtitleAndFooter: Story = {
  args: {
    subtitle: 'Keys cannot be edited; delete and add a new one instead.',
    footer: <Button variant="contained">Close</Button>,
  },
}

export const LongContent: Story = {
  args: {
    footer: <Button variant="contained">Close</Button>,
    children: Array.from({ length: 40 }, (_, i) => (
      <Typography key={i} sx={{ mb: 1 }}>
        Line {i + 1}: the body scrolls while the header and footer stay.
      </Typography>
    )),
  },
}
