import { useNavigate, type To } from 'react-router-dom'
import * as yup from 'yup'
import { useCurrentUserSshKeyCreateMutation } from '~/api/endpoints/currentUser'
import type { SshKey } from '~/api/generated/types'
import { pb } from '~/app/routes/paths'
import {
  DescriptionField,
  listHighlighting,
  NameField,
  ResourceForm,
  TextField,
} from '~/components'
import { descriptionSchema, nameSchema, sshPublicKeySchema } from '~/util/validation'

type Values = { name: string; description: string; publicKey: string }
const initialValues: Values = { name: '', description: '', publicKey: '' }
const schema = yup.object({
  name: nameSchema('Name'),
  description: descriptionSchema,
  publicKey: sshPublicKeySchema,
})

type SshKeyFormProps = {
  onDismiss: () => void
  /** where to land after adding; without it the form closes (onDismiss) where it was opened */
  goTo?: (key: SshKey) => To
  /** told of the new key before the form closes, e.g. to select it in a half-filled form */
  onAdded?: (key: SshKey) => void
}

/** Add an SSH key to the user's profile: from the keys list, or in place from another form. */
export function SshKeyForm({ onDismiss, goTo, onAdded }: SshKeyFormProps) {
  const [createKey] = useCurrentUserSshKeyCreateMutation()
  return (
    <ResourceForm
      title="Add SSH key"
      submitLabel="Add SSH key"
      initialValues={initialValues}
      validationSchema={schema}
      submit={async (values) => {
        const key = await createKey({
          body: { ...values, publicKey: values.publicKey.trim() },
        }).unwrap()
        onAdded?.(key)
        return key
      }}
      successMessage={(key) => `SSH key ${key.name} added`}
      goTo={goTo}
      onDismiss={onDismiss}
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
    </ResourceForm>
  )
}

/** The settings route's form (ssh-keys-new) over the keys list. */
export function SshKeyCreateForm() {
  const navigate = useNavigate()
  return (
    <SshKeyForm
      // the list, paged to the new key and marking it: the keys are in name order
      goTo={(key) => listHighlighting(pb.sshKeys(), key.name)}
      onDismiss={() => void navigate(pb.sshKeys())}
    />
  )
}
