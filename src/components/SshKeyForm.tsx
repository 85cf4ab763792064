import type { To } from 'react-router-dom'
import * as yup from 'yup'
import { currentUserApi, useCurrentUserSshKeyCreateMutation } from '~/api/endpoints/currentUser'
import type { SshKey } from '~/api/generated/types'
import { descriptionSchema, nameSchema, sshPublicKeySchema } from '~/util/validation'
import { DescriptionField } from './form/DescriptionField'
import { NameField } from './form/NameField'
import { TextField } from './form/TextField'
import { ResourceForm } from './resource-form/ResourceForm'
import { planRequest } from './request-preview/planRequest'

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
  const request = (values: Values) =>
    planRequest(currentUserApi.endpoints.currentUserSshKeyCreate, {
      body: { ...values, publicKey: values.publicKey.trim() },
    })
  return (
    <ResourceForm
      title="Add SSH key"
      submitLabel="Add SSH key"
      initialValues={initialValues}
      validationSchema={schema}
      request={request}
      submit={async (values) => {
        const key = await createKey(request(values).arg).unwrap()
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
