import Stack from '@mui/material/Stack'
import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { Form, Formik } from 'formik'
import { DescriptionField } from './DescriptionField'
import { NameField } from './NameField'
import { TextField } from './TextField'

type FieldsProps = { withErrors: boolean }

/** The fields need a formik form around them; `withErrors` starts them touched and invalid. */
function Fields({ withErrors }: FieldsProps) {
  return (
    <Formik
      initialValues={{ name: '', description: '', publicKey: '', password: '', notes: '' }}
      initialTouched={withErrors ? { name: true, publicKey: true } : {}}
      initialErrors={
        withErrors ? { name: 'Name is required', publicKey: 'Public key is required' } : {}
      }
      onSubmit={() => {}}
    >
      <Form noValidate>
        <Stack spacing={2} sx={{ maxWidth: '28rem' }}>
          <NameField description="Lowercase letters, digits and dashes" />
          <DescriptionField />
          <TextField name="publicKey" label="Public key" required multiline rows={4} />
          <TextField name="password" label="Password" type="password" autoComplete="off" />
          <TextField name="notes" label="Notes" placeholder="Not editable here" disabled />
        </Stack>
      </Form>
    </Formik>
  )
}

const meta: Meta<typeof Fields> = {
  title: 'Components/Form fields',
  component: Fields,
  args: { withErrors: false },
}
export default meta

type Story = StoryObj<typeof Fields>

export const Default: Story = {}
export const WithErrors: Story = { args: { withErrors: true } }
