import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { Modal } from './Modal'

const meta: Meta<typeof Modal> = {
  title: 'Components/Modal',
  component: Modal,
  args: { title: 'Technical preview', isOpen: true, onDismiss: fn(), width: 'medium' },
  render: (args) => (
    <Modal {...args}>
      <Modal.Body>
        <Typography>
          This console runs against a mocked API. Data you create is lost when you refresh.
        </Typography>
      </Modal.Body>
      <Modal.Footer onDismiss={args.onDismiss} onAction={args.onDismiss} actionText="Got it" />
    </Modal>
  ),
}
export default meta

type Story = StoryObj<typeof Modal>

export const Narrow: Story = { args: { width: 'narrow' } }
export const Medium: Story = {}

export const Free: Story = {
  args: { title: 'CLI command', width: 'free' },
  render: (args) => (
    <Modal {...args}>
      <Modal.Body>
        <Typography component="pre" sx={{ fontFamily: 'monospace', m: 0 }}>
          oxide instance serial console --project my-project --instance db-1
        </Typography>
      </Modal.Body>
      <Modal.Footer
        onDismiss={args.onDismiss}
        onAction={args.onDismiss}
        actionText="Copy command"
      />
    </Modal>
  ),
}

export const DangerLoading: Story = {
  args: { title: 'Confirm delete', width: 'narrow' },
  render: (args) => (
    <Modal {...args}>
      <Modal.Body>Are you sure you want to delete db-1?</Modal.Body>
      <Modal.Footer
        onDismiss={args.onDismiss}
        onAction={fn()}
        actionText="Delete"
        actionType="danger"
        actionLoading
      />
    </Modal>
  ),
}
