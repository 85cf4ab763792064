import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter, Outlet, Route, Routes, useNavigate, useParams } from 'react-router-dom'
import * as yup from 'yup'
import { WRITE_TIMED_OUT, WRITE_TIMEOUT_MS } from '~/api/baseQuery'
import { useProjectCreateMutation, useProjectListQuery } from '~/api/endpoints/projects'
import { createTestStore } from '~/api/endpoints/testing'
import { NameField } from '../form/NameField'
import { Toaster } from '../toast/Toaster'
import { clearToasts } from '../toast/toastStore'
import { ResourceForm } from './ResourceForm'
import { fakeFetch } from '~test/fakeFetch'

// Issue 43 §3: writes that hang, are cancelled or are sent twice.

jest.setTimeout(30_000)

type Answer = Pick<Response, 'ok' | 'status' | 'text'>
const project = {
  id: 'p1',
  name: 'fresh-one',
  description: '',
  time_created: '2026-01-01T00:00:00Z',
  time_modified: '2026-01-01T00:00:00Z',
}
const json = (status: number, body: unknown): Answer => ({
  ok: status < 300,
  status,
  text: () => Promise.resolve(JSON.stringify(body)),
})

/** Every request; a create waits for `answerCreate` (or its signal), the list answers at once. */
let requests: { method: string; url: string }[]
let answerCreate: (answer: Answer) => void
beforeEach(() => {
  requests = []
  globalThis.fetch = fakeFetch((url: string, init: RequestInit) => {
    const method = init.method ?? 'GET'
    requests.push({ method, url })
    if (method === 'GET') return Promise.resolve(json(200, { items: [], next_page: null }))
    return new Promise<Answer>((resolve, reject) => {
      answerCreate = resolve
      init.signal?.addEventListener('abort', () =>
        reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
      )
    })
  })
})
afterEach(() => clearToasts())

const posts = () => requests.filter((r) => r.method === 'POST')
const listReads = () => requests.filter((r) => r.method === 'GET' && r.url === '/v1/projects')

function CreateProject() {
  const [create] = useProjectCreateMutation()
  const navigate = useNavigate()
  return (
    <ResourceForm
      title="Create project"
      submitLabel="Create project"
      initialValues={{ name: '', description: '' }}
      validationSchema={yup.object({ name: yup.string().required() })}
      submit={(values) => create({ body: values }).unwrap()}
      successMessage={(p) => `Project ${p.name} created`}
      goTo={(p) => `/projects/${p.name}`}
      onDismiss={() => void navigate('/projects')}
    >
      <NameField />
    </ResourceForm>
  )
}

/** The list the form opens over; it reads the projects as the real one does. */
function List() {
  useProjectListQuery({ query: {} })
  return (
    <>
      <h1>the list</h1>
      <Outlet />
    </>
  )
}

function Landed() {
  return <h1>landed on {useParams().project}</h1>
}

function renderForm() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/projects/new']}>
        <Routes>
          <Route path="/projects" element={<List />} handle={{ crumbPath: () => '/projects' }}>
            <Route path="new" element={<CreateProject />} />
          </Route>
          <Route path="/projects/:project" element={<Landed />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </Provider>,
  )
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' })
const form = () => screen.getByRole('form', { name: 'Create project' })

describe('a create whose answer does not come', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('says so after the time limit, keeps the input, links the list and reads the list again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderForm()
    await user.type(nameField(), 'fresh-one')
    await user.click(screen.getByRole('button', { name: 'Create project' }))
    expect(posts()).toHaveLength(1)
    const readsBefore = listReads().length

    await act(() => jest.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS))
    expect(within(form()).getByText(WRITE_TIMED_OUT)).toBeVisible()
    expect(nameField()).toHaveValue('fresh-one')
    // checked in a new tab, so what was typed here stays for a second try
    const link = within(form()).getByRole('link', { name: 'Open the list in a new tab' })
    expect(link).toHaveAttribute('href', '/projects')
    expect(link).toHaveAttribute('target', '_blank')
    // the server may have made it: the list behind the form is asked again
    expect(listReads().length).toBe(readsBefore + 1)
  })
})

test('two submits in the same task send one request', async () => {
  renderForm()
  await userEvent.type(nameField(), 'fresh-one')
  act(() => {
    fireEvent.submit(form())
    fireEvent.submit(form())
  })
  await screen.findByRole('button', { name: 'Create project' })
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  expect(posts()).toHaveLength(1)
  act(() => answerCreate(json(201, project)))
  expect(await screen.findByRole('heading', { name: 'landed on fresh-one' })).toBeVisible()
  expect(posts()).toHaveLength(1)
})

test('cancelled while the create is on its way: the user stays where they went, the toast links what was made', async () => {
  renderForm()
  await userEvent.type(nameField(), 'fresh-one')
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }))
  expect(posts()).toHaveLength(1)
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('form', { name: 'Create project' })).not.toBeInTheDocument()

  act(() => answerCreate(json(201, project)))
  expect(await screen.findByText('Project fresh-one created')).toBeVisible()
  expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/projects/fresh-one')
  expect(screen.getByRole('heading', { name: 'the list' })).toBeVisible()
  expect(screen.queryByRole('heading', { name: /landed/ })).not.toBeInTheDocument()
})
