import { act, render, screen, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import type { Request } from 'miragejs'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { processRequestBody } from '~/api/casing'
import { projectsApi } from '~/api/endpoints/projects'
import { createTestStore } from '~/api/endpoints/testing'
import type { Project } from '~/api/generated/types'
import { ProjectsPage } from './ProjectsPage'

// the list's grid is a lazily loaded chunk; a loaded machine takes more than 5 s to render it
jest.setTimeout(30_000)

const project = (n: number, name: string): Project => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  description: `project ${name}`,
  timeCreated: new Date(0),
  timeModified: new Date(0),
})
const [alpha, beta] = [project(1, 'alpha'), project(2, 'beta')]

const mock = mockApiForEachTest()

/**
 * The mock answers the first GET with the list and a PUT with `renamed`; every later GET (the
 * refetch the rename's tags start) is held, so what the page shows after the rename came from the
 * PUT alone. Returns what arrived, answered or not.
 */
function serve(renamed: Project) {
  const requests: string[] = []
  const arrived = (method: string, request: Request) => requests.push(`${method} ${request.url}`)
  mock.server().get('/v1/projects', (_schema, request) => {
    arrived('GET', request)
    if (requests.length === 1) return processRequestBody({ items: [alpha, beta] }) as object
    return new Promise(() => undefined)
  })
  mock.server().put('/v1/projects/:project', (_schema, request) => {
    arrived('PUT', request)
    return processRequestBody(renamed) as object
  })
  return requests
}

test('a project renamed elsewhere shows its new name in the list before any refetch answers', async () => {
  const store = createTestStore()
  const requests = serve({ ...alpha, name: 'gamma' })
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ProjectsPage />
      </MemoryRouter>
    </Provider>,
  )
  const table = await screen.findByRole('grid', { name: 'Projects' }, { timeout: 10_000 })
  expect(await within(table).findByRole('link', { name: 'alpha' })).toBeInTheDocument()

  // e.g. the edit form, or another tab of the app: anything that gets the project back
  await act(async () => {
    const arg = { path: { project: 'alpha' }, body: { name: 'gamma' } }
    await store.dispatch(projectsApi.endpoints.projectUpdate.initiate(arg))
  })

  expect(await within(table).findByRole('link', { name: 'gamma' })).toHaveAttribute(
    'href',
    '/projects/gamma/instances',
  )
  expect(within(table).queryByRole('link', { name: 'alpha' })).not.toBeInTheDocument()
  expect(within(table).getByRole('link', { name: 'beta' })).toBeInTheDocument()
  // the list's refetch (the whole list: a silo's projects are held whole) went out but has not
  // been answered
  expect(requests).toEqual([
    'GET /v1/projects?limit=1000',
    'PUT /v1/projects/alpha',
    'GET /v1/projects?limit=1000',
  ])
})
