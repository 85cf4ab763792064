import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom'
import * as yup from 'yup'
import { reportUnauthorized, setUnauthorizedHandler } from '~/api/baseQuery'
import { useProjectCreateMutation } from '~/api/endpoints/projects'
import { createTestStore } from '~/api/endpoints/testing'
import { contextOf } from '~mirage/context'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { Announcer } from '../announcer/Announcer'
import { ResourceForm } from '../resource-form/ResourceForm'
import { clearToasts } from '../toast/toastStore'
import { DescriptionField } from './DescriptionField'
import { keepFormsForSignIn } from './keptValues'
import { NameField } from './NameField'
import { TextField } from './TextField'
import { useArrivedDefault } from './useArrivedDefault'

// A sign-in that runs out while a form is filled: the submit meets 401, the user signs in again
// and comes back to the form as it was, secrets left out (the app's side of it, redirectToLogin,
// is in the SSH key form's test; here a handler does the same: keep, then go to sign in).

jest.setTimeout(30_000)

const mock = mockApiForEachTest()

/** The test hands the field its default when it likes, as the API answers the silo's pools. */
let arrive: (region: string) => void = () => {}

function Region() {
  const [arrived, setArrived] = useState<string>()
  useEffect(() => {
    arrive = setArrived
  }, [])
  useArrivedDefault('region', arrived)
  return <TextField name="region" label="Region" />
}

const initialValues = { name: '', description: '', region: '', password: '', confirm: '' }

function CreateProject() {
  const navigate = useNavigate()
  const [create] = useProjectCreateMutation()
  return (
    <ResourceForm
      title="Create project"
      submitLabel="Create project"
      initialValues={initialValues}
      validationSchema={yup.object({ name: yup.string().required('Name is required') })}
      submit={({ name, description }) => create({ body: { name, description } }).unwrap()}
      successMessage={(p) => `Project ${p.name} created`}
      goTo={() => '/list'}
      onDismiss={() => void navigate('/list')}
      secretFields={['confirm']}
    >
      <NameField />
      <DescriptionField />
      <Region />
      <TextField name="password" label="Password" type="password" />
      <TextField name="confirm" label="Confirm password" type="password" />
    </ResourceForm>
  )
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <h1>the list</h1> },
      { path: '/login', element: <h1>Sign in</h1> },
      { path: '/new', element: <CreateProject /> },
    ],
    { initialEntries: ['/list', '/new'], initialIndex: 1 },
  )
  setUnauthorizedHandler(() => {
    keepFormsForSignIn()
    void router.navigate('/login', { replace: true })
  })
  render(
    <Provider store={createTestStore()}>
      <Announcer />
      <RouterProvider router={router} />
    </Provider>,
  )
  return router
}

let session: ReturnType<typeof mock.signIn>
beforeEach(() => {
  window.sessionStorage.clear()
  session = mock.signIn()
})
afterEach(() => {
  setUnauthorizedHandler(undefined)
  clearToasts()
})

const field = (name: RegExp | string) => screen.getByRole('textbox', { name })
const password = (label: string) => screen.getByLabelText(label)
const stored = () => JSON.stringify({ ...window.sessionStorage })
const discardDialog = () => screen.findByRole('dialog', { name: 'Discard your changes?' })

/** Fills the form, loses the session, submits: the 401 sends the user to sign in. */
async function fillAndLoseSession(user: ReturnType<typeof userEvent.setup>) {
  // a paste per field: what is kept is tested, not the keys that put it there
  const fills: [HTMLElement, string][] = [
    [field(/^Name/), 'web-tier'],
    [field(/^Description/), 'the front end'],
    [field('Region'), 'west'],
    [password('Password'), 'hunter2-password'],
    [password('Confirm password'), 'hunter2-confirm'],
  ]
  for (const [input, text] of fills) {
    await user.click(input)
    await user.paste(text)
  }
  contextOf(mock.server()).session.userId = null
  await user.click(screen.getByRole('button', { name: 'Create project' }))
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible()
}

/** Signs in again and comes back to the form's route, as the redirect_uri does. */
async function signInAndComeBack(router: ReturnType<typeof renderForm>) {
  contextOf(mock.server()).session.userId = session.user.id
  await act(() => router.navigate('/new'))
  await screen.findByRole('dialog', { name: 'Create project' })
}

test('a 401 on submit keeps what was typed, never the secrets, and restores it with the note', async () => {
  const user = userEvent.setup({ delay: null })
  const router = renderForm()
  await fillAndLoseSession(user)

  expect(stored()).toContain('web-tier')
  expect(stored()).toContain('the front end')
  // secret by name (password) and listed by the form (confirm)
  expect(stored()).not.toContain('hunter2')

  await signInAndComeBack(router)
  const note = screen.getByRole('note')
  expect(note).toHaveTextContent('Restored what you had typed')
  expect(screen.getByTestId('announcer')).toHaveTextContent('Restored what you had typed')
  expect(field(/^Name/)).toHaveValue('web-tier')
  expect(field(/^Description/)).toHaveValue('the front end')
  expect(field('Region')).toHaveValue('west')
  expect(password('Password')).toHaveValue('')
  expect(password('Confirm password')).toHaveValue('')

  // the note goes when dismissed; the values stay
  await user.click(within(note).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('note')).not.toBeInTheDocument()
  expect(field(/^Name/)).toHaveValue('web-tier')
})

test('restored values count as typed: Cancel asks, and Discard forgets them', async () => {
  const user = userEvent.setup({ delay: null })
  const router = renderForm()
  await fillAndLoseSession(user)
  await signInAndComeBack(router)

  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  await user.click(within(await discardDialog()).getByRole('button', { name: 'Keep editing' }))
  expect(field(/^Name/)).toHaveValue('web-tier')
  expect(stored()).toContain('web-tier')

  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  await user.click(within(await discardDialog()).getByRole('button', { name: 'Discard' }))
  expect(await screen.findByRole('heading', { name: 'the list' })).toBeVisible()
  expect(stored()).not.toContain('web-tier')

  // back on the route: an empty form, no note
  await act(() => router.navigate('/new'))
  await screen.findByRole('dialog', { name: 'Create project' })
  expect(field(/^Name/)).toHaveValue('')
  expect(screen.queryByRole('note')).not.toBeInTheDocument()
})

test('a success forgets what was kept', async () => {
  const user = userEvent.setup({ delay: null })
  const router = renderForm()
  await fillAndLoseSession(user)
  await signInAndComeBack(router)

  await user.click(screen.getByRole('button', { name: 'Create project' }))
  expect(await screen.findByRole('heading', { name: 'the list' })).toBeVisible()
  expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument()
  expect(
    mock.requests().filter((r) => r.method === 'POST' && r.url === '/v1/projects'),
  ).toHaveLength(2)
  expect(stored()).not.toContain('web-tier')
})

test('a default that arrives after the restore fills only what the user had left empty', async () => {
  const user = userEvent.setup({ delay: null })
  const router = renderForm()
  await user.type(field(/^Name/), 'web-tier')
  contextOf(mock.server()).session.userId = null
  await user.click(screen.getByRole('button', { name: 'Create project' }))
  await screen.findByRole('heading', { name: 'Sign in' })
  await signInAndComeBack(router)

  act(() => arrive('east'))
  expect(field('Region')).toHaveValue('east')
  expect(field(/^Name/)).toHaveValue('web-tier')
  // the default is no change, but the restored name is
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(await discardDialog()).toBeVisible()
})

test('a restored value wins over a default that arrives later', async () => {
  const user = userEvent.setup({ delay: null })
  const router = renderForm()
  await fillAndLoseSession(user)
  await signInAndComeBack(router)
  act(() => arrive('east'))
  expect(field('Region')).toHaveValue('west')
})

test('a lost session outside a submit keeps the values and goes to sign in without asking', async () => {
  const user = userEvent.setup({ delay: null })
  const router = renderForm()
  await user.type(field(/^Name/), 'web-tier')
  // a poll or a picker's list meets the 401, not the submit
  act(() => reportUnauthorized())
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument()
  await signInAndComeBack(router)
  expect(field(/^Name/)).toHaveValue('web-tier')
})

test('a form nobody changed keeps nothing', async () => {
  renderForm()
  await screen.findByRole('dialog', { name: 'Create project' })
  act(() => reportUnauthorized())
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(Object.keys(window.sessionStorage)).toEqual([])
})
