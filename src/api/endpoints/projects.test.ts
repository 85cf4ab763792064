import type { Project } from '../generated/types'
import { projectsApi } from './projects'
import {
  answerFetch,
  cached,
  createTestStore,
  invalidatedBy,
  providing,
  type TestStore,
} from './testing'

const project = (name: string): Project => ({
  id: `id-${name}`,
  name,
  description: '',
  timeCreated: new Date(0),
  timeModified: new Date(0),
})
const [a, b] = [project('a'), project('b')]
const policy = { roleAssignments: [] }

const LIST_Q = 'projectList({"query":{"limit":25}})'
const VIEW_A = 'projectView({"path":{"project":"a"}})'
const VIEW_B_BY_ID = 'projectView({"path":{"project":"id-b"}})'
const POLICY_A = 'projectPolicyView({"path":{"project":"a"}})'

let store: TestStore
beforeEach(async () => {
  store = createTestStore()
  const { upsertQueryData } = projectsApi.util
  await store.dispatch(upsertQueryData('projectList', { query: { limit: 25 } }, { items: [a, b] }))
  await store.dispatch(upsertQueryData('projectView', { path: { project: 'a' } }, a))
  await store.dispatch(upsertQueryData('projectView', { path: { project: 'id-b' } }, b))
  await store.dispatch(upsertQueryData('projectPolicyView', { path: { project: 'a' } }, policy))
})
afterEach(() => {
  store.dispatch(projectsApi.util.resetApiState())
})

describe('provided tags', () => {
  test('a list page provides LIST and each item id', () => {
    expect(providing(store, [{ type: 'Project', id: 'LIST' }])).toEqual([LIST_Q])
    expect(providing(store, [{ type: 'Project', id: 'id-a' }])).toEqual([LIST_Q, VIEW_A])
  })

  test('a view provides the name or id it was fetched by and the returned id and name', () => {
    expect(providing(store, [{ type: 'Project', id: 'a' }])).toEqual([VIEW_A])
    expect(providing(store, [{ type: 'Project', id: 'b' }])).toEqual([VIEW_B_BY_ID])
    expect(providing(store, [{ type: 'Project', id: 'id-b' }])).toEqual([LIST_Q, VIEW_B_BY_ID])
  })

  test('a project policy is tagged by the project it belongs to', () => {
    expect(providing(store, [{ type: 'ProjectPolicy', id: 'a' }])).toEqual([POLICY_A])
  })
})

describe('invalidation', () => {
  test('create invalidates the list only', async () => {
    const calls = answerFetch(201, project('c'))
    const body = { name: 'c', description: 'new' }
    const hit = await invalidatedBy(store, () =>
      store.dispatch(projectsApi.endpoints.projectCreate.initiate({ body })),
    )
    expect(hit).toEqual([LIST_Q])
    expect(calls).toEqual([{ url: '/v1/projects', method: 'POST', body }])
  })

  test('update invalidates the item, however it was cached, and the list', async () => {
    const calls = answerFetch(200, { ...b, description: 'changed' })
    const arg = { path: { project: 'b' }, body: { description: 'changed' } }
    const hit = await invalidatedBy(store, () =>
      store.dispatch(projectsApi.endpoints.projectUpdate.initiate(arg)),
    )
    expect(hit).toEqual([LIST_Q, VIEW_B_BY_ID])
    expect(calls).toEqual([{ url: '/v1/projects/b', method: 'PUT', body: arg.body }])
  })

  test('delete invalidates the item and the list', async () => {
    const calls = answerFetch(204)
    const arg = { path: { project: 'a' } }
    const hit = await invalidatedBy(store, () =>
      store.dispatch(projectsApi.endpoints.projectDelete.initiate(arg)),
    )
    expect(hit).toEqual([LIST_Q, VIEW_A])
    expect(calls).toEqual([{ url: '/v1/projects/a', method: 'DELETE', body: undefined }])
  })

  test('policy update invalidates that project policy only', async () => {
    const calls = answerFetch(200, policy)
    const arg = { path: { project: 'a' }, body: policy }
    const action = projectsApi.endpoints.projectPolicyUpdate.initiate(arg)
    expect(await invalidatedBy(store, () => store.dispatch(action))).toEqual([POLICY_A])
    expect(calls[0]).toMatchObject({ url: '/v1/projects/a/policy', method: 'PUT' })
  })

  test('a failed mutation invalidates nothing', async () => {
    answerFetch(400, { error_code: 'InvalidRequest', message: 'bad', request_id: 'r' })
    const arg = { path: { project: 'a' } }
    expect(
      await invalidatedBy(store, () =>
        store.dispatch(projectsApi.endpoints.projectDelete.initiate(arg)),
      ),
    ).toEqual([])
    expect(cached(store)).toHaveLength(4)
  })
})

test('list query params go out in snake_case', async () => {
  const calls = answerFetch(200, { items: [], next_page: null })
  await store.dispatch(
    projectsApi.endpoints.projectList.initiate({ query: { limit: 10, pageToken: 'tok' } }),
  )
  expect(calls[0]?.url).toBe('/v1/projects?limit=10&page_token=tok')
})
