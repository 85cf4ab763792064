import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useEffect } from 'react'
import { Toaster } from '../toast/Toaster'
import { confirmDelete } from './confirmDelete'
import { ConfirmActionModal } from './ConfirmActionModal'
import { clearConfirmAction, confirmAction, type ConfirmActionOptions } from './confirmStore'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Opens the dialog on mount and offers a button to open it again. */
function ConfirmDemo({ open }: { open: () => void }) {
  useEffect(() => {
    open()
    return clearConfirmAction
  }, [open])
  return (
    <>
      <Button variant="outlined" onClick={open}>
        Open again
      </Button>
      <ConfirmActionModal />
      <Toaster />
    </>
  )
}

const meta: Meta<typeof ConfirmDemo> = {
  title: 'Components/ConfirmActionModal',
  component: ConfirmDemo,
}
export default meta

type Story = StoryObj<typeof ConfirmDemo>

export const ConfirmDelete: Story = {
  args: { open: () => confirmDelete({ label: 'my-project', doDelete: () => wait(1000) }) },
}

/** Confirm shows the error toast with the dialog's error title and the API message. */
export const DeleteFails: Story = {
  args: {
    open: () =>
      confirmDelete({
        label: 'my-project',
        doDelete: () =>
          wait(800).then(() =>
            Promise.reject({ type: 'error', statusCode: 400, message: 'Project is not empty' }),
          ),
      }),
  },
}

const stopInstance: ConfirmActionOptions = {
  modalTitle: 'Stop instance',
  modalContent: 'Are you sure you want to stop db-1? Unsaved work in the guest may be lost.',
  errorTitle: 'Could not stop instance',
  actionType: 'primary',
  actionLabel: 'Stop',
  doAction: () => wait(800),
}

export const PrimaryAction: Story = { args: { open: () => confirmAction(stopInstance) } }
