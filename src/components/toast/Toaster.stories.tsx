import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useEffect } from 'react'
import { Toaster } from './Toaster'
import { addToast, clearToasts, type ToastOptions } from './toastStore'

/** Shows the given toasts (kept open) while the story is on screen. */
function ToastDemo({ toasts }: { toasts: ToastOptions[] }) {
  useEffect(() => {
    toasts.forEach((t) => addToast({ timeout: null, ...t }))
    return clearToasts
  }, [toasts])
  return <Toaster />
}

const meta: Meta<typeof ToastDemo> = {
  title: 'Components/Toaster',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
}
export default meta

type Story = StoryObj<typeof ToastDemo>

export const Success: Story = {
  args: { toasts: [{ title: 'Success', content: 'Project my-project created' }] },
}

export const Failure: Story = {
  name: 'Error',
  args: {
    toasts: [
      { variant: 'error', title: 'Could not delete resource', content: 'Project is not empty' },
    ],
  },
}

export const Info: Story = {
  args: { toasts: [{ variant: 'info', content: 'The instance will restart in a moment' }] },
}

export const WithCallToAction: Story = {
  args: {
    toasts: [
      {
        title: 'Image created',
        content: 'ubuntu-24-04 is ready to use',
        cta: {
          text: 'View the image ubuntu-24-04-with-extra-tools in the image list',
          link: '/images',
        },
      },
    ],
  },
}

export const Several: Story = {
  args: {
    toasts: [
      { content: 'Disk data-1 attached' },
      { variant: 'info', content: 'Snapshot in progress' },
      { variant: 'error', title: 'Could not stop instance', content: 'Action not authorized' },
    ],
  },
}

/** Real timeouts: success and info go after 5 s, errors after 15 s. */
export const Playground: Story = {
  render: () => (
    <>
      <Stack direction="row" spacing={1} sx={{ p: 2 }}>
        <Button variant="outlined" onClick={() => addToast({ content: 'Saved' })}>
          Success
        </Button>
        <Button
          variant="outlined"
          onClick={() => addToast({ variant: 'info', content: 'Heads up' })}
        >
          Info
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => addToast({ variant: 'error', title: 'Failed', content: 'It broke' })}
        >
          Error
        </Button>
      </Stack>
      <Toaster />
    </>
  ),
}
