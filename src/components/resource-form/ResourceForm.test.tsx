import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Server } from 'miragejs'
import { Provider } from 'react-redux'
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useParams,
} from 'react-router-dom'
import * as yup from 'yup'
import { useProjectCreateMutation } from '~/api/endpoints/projects'
import { createTestStore } from '~/api/endpoints/testing'
import { makeServer } from '~mirage/server'
import { call } from '~test/mirage/testing'
import { DescriptionField } from '../form/DescriptionField'
import { NameField } from '../form/NameField'
import { Toaster } from '../toast/Toaster'
import { clearToasts } from '../toast/toastStore'
import { ResourceForm } from './ResourceForm'
import { errorResponse } from '~mirage/util/errors'

// MUI and a real (mock) network in jsdom on a busy machine: the default 5 s is about speed.
jest.setTimeout(30_000)

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => {
  server.shutdown()
  clearToasts()
})

const schema = yup.object({ name: yup.string().required('Name is required') })

function CreateProject() {
  const [create] = useProjectCreateMutation()
  return (
    <ResourceForm
      title="Create project"
      submitLabel="Create project"
      initialValues={{ name: '', description: '' }}
      validationSchema={schema}
      submit={(values) => create({ body: values }).unwrap()}
      successMessage={(p) => `Project ${p.name} created`}
      goTo={(p) => `/projects/${p.name}`}
      onDismiss={() => undefined}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}

function Landed() {
  const { project } = useParams()
  return <h1>landed on {project}</h1>
}

function renderForm() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects-new']}>
        <Routes>
          <Route path="/projects-new" element={<CreateProject />} />
          <Route path="/projects/:project" element={<Landed />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' })
// pasted: the keys are not what these check, and each one re-renders the form
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field)
  await userEvent.paste(text)
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create project' }))
const form = () => screen.getByRole('form', { name: 'Create project' })

test('sends the values, says so in a toast and goes to what it made', async () => {
  renderForm()
  await fill(nameField(), 'fresh-one')
  await fill(screen.getByRole('textbox', { name: 'Description' }), 'new')
  await submit()

  // a busy machine takes a while to send, answer and close the drawer
  const landed = await screen.findByRole(
    'heading',
    { name: 'landed on fresh-one' },
    { timeout: 10_000 },
  )
  expect(landed).toBeInTheDocument()
  expect(screen.getByText('Project fresh-one created')).toBeInTheDocument()
  const made = await call<{ name: string; description: string }>('GET', '/v1/projects/fresh-one')
  expect(made.body).toMatchObject({ name: 'fresh-one', description: 'new' })
})

test('a name another project has is said at the name field, for that submit only', async () => {
  renderForm()
  await fill(nameField(), 'atlas-ingest')
  await submit()
  // at the field, focused, not in a banner at the top
  await waitFor(() =>
    expect(nameField()).toHaveAccessibleDescription('Project name already exists'),
  )
  expect(nameField()).toHaveAttribute('aria-invalid', 'true')
  expect(nameField()).toHaveFocus()
  expect(within(form()).queryByText('Error')).not.toBeInTheDocument()
  // what the user typed stays
  expect(nameField()).toHaveValue('atlas-ingest')

  // fixing the name takes the stale error away before anything is sent
  await userEvent.type(nameField(), '-2')
  expect(within(form()).queryByText(/already exists/)).not.toBeInTheDocument()

  // a second refusal is said anew
  await userEvent.clear(nameField())
  await fill(nameField(), 'billing-api')
  await submit()
  await waitFor(() =>
    expect(nameField()).toHaveAccessibleDescription('Project name already exists'),
  )
  expect(screen.queryByRole('heading', { name: /landed/ })).not.toBeInTheDocument()
})

test('a server error about no field stays in the banner, scrolled into view', async () => {
  server.post('/v1/projects', () => errorResponse(500, 'Internal', 'the disk is on fire'))
  renderForm()
  await fill(nameField(), 'fresh-one')
  await submit()
  expect(await within(form()).findByText('The disk is on fire')).toBeInTheDocument()
  expect(within(form()).getAllByText('Error')).toHaveLength(1)
  expect(nameField()).toHaveAttribute('aria-invalid', 'false')
})

test('a field error after a refused submit replaces the server error instead of joining it', async () => {
  renderForm()
  await fill(nameField(), 'atlas-ingest')
  await submit()
  expect(await within(form()).findByText(/already exists/)).toBeInTheDocument()

  await userEvent.clear(nameField())
  await submit()
  expect(within(form()).queryByText(/already exists/)).not.toBeInTheDocument()
  expect(await within(form()).findAllByText('Name is required')).not.toHaveLength(0)
  expect(within(form()).getAllByText('Error')).toHaveLength(1)
})

test('after a create, Back goes to the page before the form, not to the form again', async () => {
  const router = createMemoryRouter(
    [
      { path: '/projects', element: <h1>Projects</h1> },
      { path: '/projects-new', element: <CreateProject /> },
      { path: '/projects/:project', element: <Landed /> },
    ],
    { initialEntries: ['/projects', '/projects-new'], initialIndex: 1 },
  )
  render(
    <Provider store={createTestStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  await fill(nameField(), 'fresh-one')
  await submit()
  expect(
    await screen.findByRole('heading', { name: 'landed on fresh-one' }, { timeout: 10_000 }),
  ).toBeInTheDocument()

  await act(() => router.navigate(-1))
  expect(router.state.location.pathname).toBe('/projects')
  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument()
})
