import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form, Formik } from 'formik'
import * as yup from 'yup'
import { Announcer } from '../announcer/Announcer'
import { TextField } from './TextField'

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  act(() => jest.runOnlyPendingTimers())
  jest.useRealTimers()
})

function renderField() {
  render(
    <>
      <Formik
        initialValues={{ username: '' }}
        validationSchema={yup.object({ username: yup.string().required('Username is required') })}
        onSubmit={jest.fn()}
      >
        <Form noValidate>
          <TextField name="username" label="Username" required description="Your silo user" />
        </Form>
      </Formik>
      <Announcer />
    </>,
  )
  return screen.getByRole('textbox', { name: 'Username' })
}

it('describes the input with its help text and holds back the error while untouched', () => {
  const input = renderField()
  expect(input).toHaveAccessibleDescription('Your silo user')
  expect(input).toBeRequired()
  expect(input).not.toHaveAttribute('aria-invalid', 'true')
})

it('shows and announces the error once the field is changed and left (in a plain formik form)', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const input = renderField()
  await user.type(input, 'x')
  await user.clear(input)
  await user.tab()
  await waitFor(() => expect(input).toHaveAccessibleDescription('Username is required'))
  expect(screen.getByTestId('announcer')).toHaveTextContent('Username is required')
})
