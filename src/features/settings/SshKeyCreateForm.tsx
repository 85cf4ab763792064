import { useNavigate } from 'react-router-dom'
import * as yup from 'yup'
import { useCurrentUserSshKeyCreateMutation } from '~/api/endpoints/currentUser'
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

export function SshKeyCreateForm() {
  const navigate = useNavigate()
  const [createKey] = useCurrentUserSshKeyCreateMutation()
  return (
    <ResourceForm
      title="Add SSH key"
      submitLabel="Add SSH key"
      initialValues={initialValues}
      validationSchema={schema}
      submit={(values) =>
        createKey({ body: { ...values, publicKey: values.publicKey.trim() } }).unwrap()
      }
      successMessage={(key) => `SSH key ${key.name} added`}
      // the list, paged to the new key and marking it: the keys are in name order
      goTo={(key) => listHighlighting(pb.sshKeys(), key.name)}
      onDismiss={() => void navigate(pb.sshKeys())}
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
