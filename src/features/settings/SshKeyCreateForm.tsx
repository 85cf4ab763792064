import { useNavigate } from 'react-router-dom'
import * as yup from 'yup'
import { useCurrentUserSshKeyCreateMutation } from '~/api/endpoints/currentUser'
import { pb } from '~/app/routes/paths'
import {
  addToast,
  DescriptionField,
  NameField,
  SideModalForm,
  TextField,
  useSubmitError,
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
  const [createKey, { isLoading }] = useCurrentUserSshKeyCreateMutation()
  const close = () => void navigate(pb.sshKeys())
  const { submitError, onSubmit } = useSubmitError(async (values: Values) => {
    const key = await createKey({
      body: { ...values, publicKey: values.publicKey.trim() },
    }).unwrap()
    addToast({ content: `SSH key ${key.name} added` })
    close()
  })

  return (
    <SideModalForm
      title="Add SSH key"
      submitLabel="Add SSH key"
      initialValues={initialValues}
      validationSchema={schema}
      loading={isLoading}
      submitError={submitError}
      onDismiss={close}
      onSubmit={onSubmit}
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
