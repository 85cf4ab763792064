import type { Meta, StoryObj } from '@storybook/react-webpack5'
import * as yup from 'yup'
import { DescriptionField } from '../form/DescriptionField'
import { NameField } from '../form/NameField'
import { Toaster } from '../toast/Toaster'
import { ResourceForm } from './ResourceForm'

type Values = { name: string; description: string }
const schema = yup.object({ name: yup.string().required('Name is required') })
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Args = { submit: (values: Values) => Promise<Values> }

function Demo({ submit }: Args) {
  return (
    <>
      <ResourceForm
        title="Create project"
        submitLabel="Create project"
        initialValues={{ name: '', description: '' }}
        validationSchema={schema}
        submit={submit}
        successMessage={(p) => `Project ${p.name} created`}
        onDismiss={() => undefined}
      >
        <NameField />
        <DescriptionField />
      </ResourceForm>
      <Toaster />
    </>
  )
}

const meta: Meta<typeof Demo> = { title: 'Components/ResourceForm', component: Demo }
export default meta

type Story = StoryObj<typeof Demo>

/** Sends for a second, then the success toast. */
export const Create: Story = { args: { submit: (values) => wait(1000).then(() => values) } }

/** The server refuses: one banner, gone as soon as a field changes. */
export const ServerError: Story = {
  args: {
    submit: () =>
      wait(600).then(() =>
        Promise.reject({ type: 'error', statusCode: 400, message: 'Project name already exists' }),
      ),
  },
}
