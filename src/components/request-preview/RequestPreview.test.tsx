import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Server } from 'miragejs'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import * as yup from 'yup'
import { projectsApi, useProjectCreateMutation } from '~/api/endpoints/projects'
import { systemSilosApi } from '~/api/endpoints/systemSilos'
import { createTestStore } from '~/api/endpoints/testing'
import { makeServer } from '~mirage/server'
import { call } from '~test/mirage/testing'
import { DescriptionField } from '../form/DescriptionField'
import { NameField } from '../form/NameField'
import { TextField } from '../form/TextField'
import { ResourceForm } from '../resource-form/ResourceForm'
import { planRequest } from './planRequest'

// MUI and a real (mock) network in jsdom on a busy machine: the default 5 s is about speed.
jest.setTimeout(30_000)

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

type ProjectValues = { name: string; description: string }
const projectRequest = (values: ProjectValues) =>
  planRequest(projectsApi.endpoints.projectCreate, { body: values })

function CreateProject() {
  const [create] = useProjectCreateMutation()
  return (
    <ResourceForm
      title="Create project"
      submitLabel="Create project"
      initialValues={{ name: '', description: '' }}
      validationSchema={yup.object({ name: yup.string().required('Name is required') })}
      request={projectRequest}
      submit={(values) => create(projectRequest(values).arg).unwrap()}
      successMessage={(p) => `Project ${p.name} created`}
      onDismiss={() => undefined}
    >
      <NameField />
      <DescriptionField />
    </ResourceForm>
  )
}

type UserValues = { externalId: string; password: string }
const userRequest = (values: UserValues) =>
  planRequest(systemSilosApi.endpoints.localIdpUserCreate, {
    query: { silo: 'prairie' },
    body: { externalId: values.externalId, password: { mode: 'password', value: values.password } },
  })

function CreateUser() {
  return (
    <ResourceForm
      title="Create user"
      submitLabel="Create user"
      initialValues={{ externalId: 'ada', password: 'hunter22' }}
      request={userRequest}
      submit={() => Promise.resolve(null)}
      successMessage={() => 'created'}
      onDismiss={() => undefined}
    >
      <TextField name="externalId" label="Username" />
      <TextField name="password" label="Password" type="password" />
    </ResourceForm>
  )
}

const renderForm = (form: React.ReactNode) =>
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>{form}</MemoryRouter>
    </Provider>,
  )

const openRequest = async (user: ReturnType<typeof userEvent.setup>) => {
  const toggle = await screen.findByRole('button', { name: 'Request' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  return screen.getByRole('region', { name: 'Request' })
}

const part = (region: HTMLElement, name: string) =>
  within(region).getByRole('heading', { name }).parentElement!.nextElementSibling!

test('closed until asked for; an invalid form says which fields stand in the way', async () => {
  const user = userEvent.setup()
  renderForm(<CreateProject />)
  expect(screen.queryByRole('region', { name: 'Request' })).not.toBeInTheDocument()
  const region = await openRequest(user)
  expect(await within(region).findByText('Fix these fields to see the request:')).toBeVisible()
  await user.click(within(region).getByRole('link', { name: 'Name is required' }))
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus()
  expect(within(region).queryByRole('heading', { name: 'Body' })).not.toBeInTheDocument()
})

test('follows the form: method, path, snake_case body and the oxide command, each copied; the submit sends that body', async () => {
  const user = userEvent.setup()
  renderForm(<CreateProject />)
  const region = await openRequest(user)
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'web')

  await waitFor(() => expect(part(region, 'Endpoint')).toHaveTextContent('POST /v1/projects'))
  const body = { name: 'web', description: '' }
  await waitFor(() => expect(JSON.parse(part(region, 'Body').textContent!)).toEqual(body))
  expect(part(region, 'oxide CLI').textContent).toBe(
    `oxide api '/v1/projects' --method POST --input - <<'EOF'\n${JSON.stringify(body, null, 2)}\nEOF`,
  )
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'ab')
  await waitFor(() =>
    expect(JSON.parse(part(region, 'Body').textContent!)).toEqual({ ...body, description: 'ab' }),
  )

  await user.click(within(region).getByRole('button', { name: 'Copy body' }))
  await expect(navigator.clipboard.readText()).resolves.toBe(part(region, 'Body').textContent)
  await user.click(within(region).getByRole('button', { name: 'Copy command' }))
  await expect(navigator.clipboard.readText()).resolves.toMatch(/^oxide api '\/v1\/projects'/)

  const shown = JSON.parse(part(region, 'Body').textContent!)
  await user.click(screen.getByRole('button', { name: 'Create project' }))
  await waitFor(async () =>
    expect((await call('GET', '/v1/projects/web')).body).toMatchObject(shown),
  )
})

test('secrets are masked, the rest shown; the query is in the path', async () => {
  const user = userEvent.setup()
  renderForm(<CreateUser />)
  const region = await openRequest(user)
  const body = await waitFor(() => JSON.parse(part(region, 'Body').textContent!))
  expect(body).toEqual({ external_id: 'ada', password: { mode: 'password', value: '********' } })
  expect(region).not.toHaveTextContent('hunter22')
  expect(part(region, 'Endpoint')).toHaveTextContent(
    'POST /v1/system/identity-providers/local/users?silo=prairie',
  )
  expect(part(region, 'oxide CLI').textContent).toMatch(
    /^oxide api '\/v1\/system\/identity-providers\/local\/users\?silo=prairie' --method POST/,
  )
})
