import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import * as yup from 'yup'
import { Announcer } from '../announcer/Announcer'
import { DescriptionField } from '../form/DescriptionField'
import { NameField } from '../form/NameField'
import { RadioGroupField } from '../form/RadioGroupField'
import { TextField } from '../form/TextField'
import { SideModalForm } from './SideModalForm'

const schema = yup.object({
  name: yup.string().required('Name is required'),
  publicKey: yup.string().required('Public key is required'),
  description: yup.string(),
})

type Values = { name: string; publicKey: string; description: string }

// typing three fields with user-event takes more than the default 5 s on a busy machine
jest.setTimeout(30_000)

/** Like a page: keeps the server error in state, as the lead's forms do. */
function KeyForm({ submit }: { submit: (v: Values) => Promise<void> }) {
  const [error, setError] = useState<string | null>(null)
  return (
    <SideModalForm
      title="Add SSH key"
      submitLabel="Add SSH key"
      initialValues={{ name: '', publicKey: '', description: '' }}
      validationSchema={schema}
      submitError={error}
      onDismiss={() => {}}
      onSubmit={async (values) => {
        setError(null)
        try {
          await submit(values)
        } catch (e) {
          setError((e as Error).message)
        }
      }}
    >
      <NameField />
      <DescriptionField />
      <TextField name="publicKey" label="Public key" required description="An OpenSSH key" />
    </SideModalForm>
  )
}

const announcer = () => screen.getByTestId('announcer')

beforeEach(() => {
  // announcements outlive a test by 7 s; fake timers let us flush them
  jest.useFakeTimers()
})
afterEach(() => {
  act(() => jest.runOnlyPendingTimers())
  jest.useRealTimers()
})

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime })

it('is a dialog named by its title', () => {
  render(<KeyForm submit={jest.fn()} />)
  expect(screen.getByRole('dialog', { name: 'Add SSH key' })).toBeInTheDocument()
})

it("summarises several invalid fields as 'Errors' and '{n} issues:' after a submit attempt", async () => {
  const user = setup()
  const submit = jest.fn()
  render(
    <>
      <KeyForm submit={submit} />
      <Announcer />
    </>,
  )
  expect(screen.queryByRole('region', { name: /Error/ })).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Add SSH key' }))

  const summary = await screen.findByRole('region', { name: 'Errors' })
  expect(summary).toHaveTextContent('2 issues:')
  const items = within(summary).getAllByRole('listitem')
  expect(items.map((li) => li.textContent)).toEqual(['Name is required', 'Public key is required'])
  expect(submit).not.toHaveBeenCalled()
  expect(announcer()).toHaveTextContent('Name is required. Public key is required')
})

it("summarises one invalid field as 'Error' with its message", async () => {
  const user = setup()
  render(<KeyForm submit={jest.fn()} />)
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'laptop')
  await user.click(screen.getByRole('button', { name: 'Add SSH key' }))

  const summary = await screen.findByRole('region', { name: 'Error' })
  expect(summary).toHaveTextContent('Public key is required')
  expect(summary).not.toHaveTextContent('issues')
})

it('shows field errors linked to their input, replacing the description', async () => {
  const user = setup()
  render(<KeyForm submit={jest.fn()} />)
  const key = screen.getByRole('textbox', { name: 'Public key' })
  expect(key).toHaveAccessibleDescription('An OpenSSH key')

  // passed through untouched: nothing yet (its message would move the controls below it)
  await user.click(key)
  await user.tab()
  expect(key).toHaveAccessibleDescription('An OpenSSH key')
  await user.type(key, 'x')
  await user.clear(key)
  await user.tab()
  await waitFor(() => expect(key).toHaveAccessibleDescription('Public key is required'))
  expect(key).toHaveAttribute('aria-invalid', 'true')
})

it('keeps what the user typed when the server rejects the submit', async () => {
  const user = setup()
  const submit = jest.fn(() => Promise.reject(new Error('Ssh key name already exists')))
  render(
    <>
      <KeyForm submit={submit} />
      <Announcer />
    </>,
  )
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'laptop')
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'work')
  await user.type(screen.getByRole('textbox', { name: 'Public key' }), 'ssh-ed25519 AAAA')
  await user.click(screen.getByRole('button', { name: 'Add SSH key' }))

  expect(submit).toHaveBeenCalledWith({
    name: 'laptop',
    description: 'work',
    publicKey: 'ssh-ed25519 AAAA',
  })
  const form = screen.getByRole('form', { name: 'Add SSH key' })
  expect(await within(form).findByText('Ssh key name already exists')).toBeInTheDocument()
  expect(within(form).getByText('Error')).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('laptop')
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('work')
  expect(screen.getByRole('textbox', { name: 'Public key' })).toHaveValue('ssh-ed25519 AAAA')
  expect(announcer()).toHaveTextContent('Error: Ssh key name already exists')
})

it('associates the footer submit button with the form, so Enter in a field submits in browsers', () => {
  // user-event only looks for submit buttons inside the <form>, so Enter can't be simulated here
  render(<KeyForm submit={jest.fn()} />)
  const button = screen.getByRole('button', { name: 'Add SSH key' }) as HTMLButtonElement
  expect(button).toHaveAttribute('type', 'submit')
  expect(button.form).toBe(screen.getByRole('form', { name: 'Add SSH key' }))
})

it('calls onDismiss on Escape and Cancel', async () => {
  const user = setup()
  const onDismiss = jest.fn()
  render(
    <SideModalForm
      title="Edit"
      submitLabel="Save"
      initialValues={{ name: 'a' }}
      onSubmit={jest.fn()}
      onDismiss={onDismiss}
    >
      <NameField />
    </SideModalForm>,
  )
  await user.keyboard('{Escape}')
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(onDismiss).toHaveBeenCalledTimes(2)
})

it('opens with the focus in its first field, so the first Tab goes on to the next one', async () => {
  const user = setup()
  render(<KeyForm submit={jest.fn()} />)
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveFocus()
})

it('takes a refused submit to the first field in error, and the summary links to each field', async () => {
  const user = setup()
  render(<KeyForm submit={jest.fn()} />)
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'laptop')
  await user.click(screen.getByRole('button', { name: 'Add SSH key' }))
  const key = screen.getByRole('textbox', { name: 'Public key' })
  await waitFor(() => expect(key).toHaveFocus())

  // the name goes wrong too: the summary names both, each a link to its field
  await user.clear(screen.getByRole('textbox', { name: 'Name' }))
  await user.click(screen.getByRole('button', { name: 'Add SSH key' }))
  const name = screen.getByRole('textbox', { name: 'Name' })
  await waitFor(() => expect(name).toHaveFocus())
  const summary = screen.getByRole('region', { name: 'Errors' })
  // the summary is above the fields: one step back from the first is its last link
  await user.tab({ shift: true })
  expect(within(summary).getByRole('link', { name: 'Public key is required' })).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(key).toHaveFocus()
  await user.click(within(summary).getByRole('link', { name: 'Name is required' }))
  expect(name).toHaveFocus()
})

it('focuses a radio group in error, or the summary for a field not on screen', async () => {
  const user = setup()
  const schema = yup.object({
    size: yup.string().required('Size is required'),
    // a field the form does not show (its picker had nothing to offer)
    image: yup.string().required('Image is required'),
  })
  render(
    <SideModalForm
      title="Create disk"
      submitLabel="Create disk"
      initialValues={{ size: '', image: '' }}
      validationSchema={schema}
      onSubmit={jest.fn()}
      onDismiss={jest.fn()}
    >
      <RadioGroupField
        name="size"
        label="Size"
        choices={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
      />
    </SideModalForm>,
  )
  await user.click(screen.getByRole('button', { name: 'Create disk' }))
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Small' })).toHaveFocus())

  await user.click(screen.getByRole('radio', { name: 'Large' }))
  await user.click(screen.getByRole('button', { name: 'Create disk' }))
  const summary = await screen.findByRole('region', { name: 'Error' })
  await waitFor(() => expect(summary).toHaveFocus())
  expect(within(summary).getByRole('link', { name: 'Image is required' })).toBeInTheDocument()
})
