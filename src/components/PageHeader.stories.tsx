import AddIcon from '@mui/icons-material/Add'
import FolderIcon from '@mui/icons-material/FolderOutlined'
import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { PageHeader } from './PageHeader'

const meta: Meta<typeof PageHeader> = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'Projects' },
}
export default meta

type Story = StoryObj<typeof PageHeader>

export const TitleOnly: Story = {}

export const WithIconAndActions: Story = {
  args: {
    icon: <FolderIcon aria-hidden />,
    actions: (
      <Button variant="contained" startIcon={<AddIcon aria-hidden />}>
        New project
      </Button>
    ),
  },
}
