import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import * as yup from 'yup'
import { DescriptionField } from '../form/DescriptionField'
import { NameField } from '../form/NameField'
import { TextField } from '../form/TextField'
import { ChangeGateContext } from '../list-page/changeGate'
import { SideModalForm } from './SideModalForm'

type Values = { name: string; description: string; publicKey: string }

const schema = yup.object({
  name: yup.string().required('Name is required'),
  description: yup.string(),
  publicKey: yup.string().required('Public key is required'),
})

function SshKeyForm(props: {
  initialValues: Values
  submitError?: string | null
  loading?: boolean
  onSubmit: (v: Values) => void
  onDismiss: () => void
}) {
  return (
    <SideModalForm
      title="Add SSH key"
      submitLabel="Add SSH key"
      validationSchema={schema}
      {...props}
    >
      <NameField />
      <DescriptionField />
      <TextField
        name="publicKey"
        label="Public key"
        required
        multiline
        rows={6}
        description="An OpenSSH public key, e.g. the contents of ~/.ssh/id_ed25519.pub"
      />
    </SideModalForm>
  )
}

const meta: Meta<typeof SshKeyForm> = {
  title: 'Components/SideModalForm',
  component: SshKeyForm,
  args: {
    initialValues: { name: '', description: '', publicKey: '' },
    onSubmit: fn(),
    onDismiss: fn(),
  },
}
export default meta

type Story = StoryObj<typeof SshKeyForm>

// The drawer renders in a portal, outside the story's canvas element.
const submit = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body)
  await userEvent.click(await body.findByRole('button', { name: 'Add SSH key' }))
}

export const Empty: Story = {}

export const OneError: Story = {
  args: { initialValues: { name: 'laptop', description: '', publicKey: '' } },
  play: ({ canvasElement }) => submit(canvasElement),
}

export const SeveralErrors: Story = {
  play: ({ canvasElement }) => submit(canvasElement),
}

export const ServerError: Story = {
  args: {
    initialValues: { name: 'laptop', description: 'Work laptop', publicKey: 'ssh-ed25519 AAAA' },
    submitError: 'Ssh key name already exists',
  },
}

export const Submitting: Story = {
  args: {
    initialValues: { name: 'laptop', description: '', publicKey: 'ssh-ed25519 AAAA' },
    loading: true,
  },
}

/** Opened by its URL by a user whose role where it opens may not send it (a project's viewer). */
export const GatedByRole: Story = {
  args: { initialValues: { name: 'laptop', description: '', publicKey: 'ssh-ed25519 AAAA' } },
  decorators: [
    (Story) => (
      <ChangeGateContext.Provider
        value={(action) => `Only a project collaborator or admin can ${action}`}
      >
        <Story />
      </ChangeGateContext.Provider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
