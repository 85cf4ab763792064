import { projectsApi } from '~/api/endpoints/projects'
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { answerFetch, createTestStore, type TestStore } from '~/api/endpoints/testing'
import {
  entitiesTestApi as testApi,
  image,
  instance,
  project,
  siloPool,
  subnet,
  unset,
  uuid,
  vpc,
  wire,
} from './fixtures'
import { selectById, selectTable } from './selectors'
import { fakeFetch, type FakeAnswer } from '~test/fakeFetch'

const endpoints = { ...testApi.endpoints, ...projectsApi.endpoints }
const [p1, p2] = [project(1, 'p1'), project(2, 'p2')]
const db1 = instance(11, 'db', p1.id)
const web1 = instance(12, 'web', p1.id)
const db2 = instance(21, 'db', p2.id)

let store: TestStore
/** What an endpoint's `initiate` returns: a thunk that starts the request. */
type StartRequest = ThunkAction<
  PromiseLike<unknown>,
  ReturnType<TestStore['getState']>,
  unknown,
  UnknownAction
>
beforeEach(() => {
  store = createTestStore()
})

/** Answers every request with `body` (in its wire form) and runs `thunk` to the end. */
async function run(status: number, body: unknown, thunk: StartRequest) {
  const calls = answerFetch(status, body === undefined ? undefined : wire(body))
  await store.dispatch(thunk)
  return calls
}

const ids = (kind: 'instances' | 'projects') => selectTable(store.getState(), kind).ids

async function loadInstances() {
  await run(200, { items: [p1, p2] }, endpoints.projectList.initiate({}))
  await run(200, { items: [db1, web1, db2] }, endpoints.instanceList.initiate({}))
}

describe('written from responses', () => {
  test('a list page writes each of its items', async () => {
    await loadInstances()
    expect(ids('instances')).toEqual([db1.id, web1.id, db2.id])
    expect(selectById(store.getState(), 'instances', web1.id)).toEqual(web1)
    expect(selectById(store.getState(), 'projects', p2.id)?.name).toBe('p2')
  })

  test('a view writes its entity', async () => {
    await run(200, db1, endpoints.instanceView.initiate({ path: { instance: db1.id } }))
    expect(selectById(store.getState(), 'instances', db1.id)).toEqual(db1)
  })

  test('a mutation response replaces the entity: run state and rename', async () => {
    await loadInstances()
    await run(
      200,
      { ...db1, runState: 'starting' },
      endpoints.instanceStart.initiate({ path: { instance: db1.id } }),
    )
    expect(selectById(store.getState(), 'instances', db1.id)?.runState).toBe('starting')

    const arg = { path: { project: 'p1' }, body: { name: 'renamed' } }
    await run(200, { ...p1, name: 'renamed' }, endpoints.projectUpdate.initiate(arg))
    expect(selectById(store.getState(), 'projects', p1.id)?.name).toBe('renamed')
  })

  test("the app's own endpoint slices write too (upsertQueryData included)", async () => {
    await store.dispatch(
      projectsApi.util.upsertQueryData('projectView', { path: { project: 'p1' } }, p1),
    )
    expect(selectById(store.getState(), 'projects', p1.id)).toEqual(p1)
  })

  test('an optional field the new response leaves out is not kept from the old one', async () => {
    const restarting = { ...db1, autoRestartCooldownExpiration: new Date(5000) }
    await run(200, restarting, endpoints.instanceView.initiate({ path: { instance: db1.id } }))
    await run(200, db1, endpoints.instanceStop.initiate({ path: { instance: db1.id } }))
    expect(selectById(store.getState(), 'instances', db1.id)).toEqual(db1)
  })

  test("a silo's pools are pools: the silo link's isDefault stays off the entity", async () => {
    const arg = { path: { silo: 'prairie' } }
    await run(
      200,
      { items: [siloPool(31, 'default', true)] },
      endpoints.siloIpPoolList.initiate(arg),
    )
    const pool = selectTable(store.getState(), 'ipPools').entities[uuid(31)]
    expect(pool).toEqual({ ...siloPool(31, 'default', true), isDefault: undefined })
    expect(pool && 'isDefault' in pool).toBe(false)
  })

  test('a failed request writes nothing', async () => {
    await run(500, { error_code: 'Internal', message: 'boom' }, endpoints.instanceList.initiate({}))
    expect(ids('instances')).toEqual([])
  })

  test('signing out (an api reset) empties every table', async () => {
    await loadInstances()
    store.dispatch(testApi.util.resetApiState())
    expect(ids('instances')).toEqual([])
    expect(ids('projects')).toEqual([])
  })
})

describe('removed on delete', () => {
  beforeEach(loadInstances)

  test('by id', async () => {
    await run(204, undefined, endpoints.instanceDelete.initiate({ path: { instance: db2.id } }))
    expect(ids('instances')).toEqual([db1.id, web1.id])
  })

  test('by name in a project named by name or by id; the same name elsewhere stays', async () => {
    const byName = { path: { instance: 'db' }, query: { project: 'p2' } }
    await run(204, undefined, endpoints.instanceDelete.initiate(byName))
    expect(ids('instances')).toEqual([db1.id, web1.id])

    const byProjectId = { path: { instance: 'web' }, query: { project: p1.id } }
    await run(204, undefined, endpoints.instanceDelete.initiate(byProjectId))
    expect(ids('instances')).toEqual([db1.id])
  })

  test('by name when the project is not known: nothing is guessed', async () => {
    const arg = { path: { instance: 'db' }, query: { project: 'elsewhere' } }
    await run(204, undefined, endpoints.instanceDelete.initiate(arg))
    expect(ids('instances')).toEqual([db1.id, web1.id, db2.id])
  })

  test('a project by name', async () => {
    await run(204, undefined, endpoints.projectDelete.initiate({ path: { project: 'p2' } }))
    expect(ids('projects')).toEqual([p1.id])
  })

  test('a subnet by name under a VPC named in a project', async () => {
    const [v1, v2] = [vpc(41, 'default', p1.id), vpc(42, 'default', p2.id)]
    const [s1, s2] = [subnet(51, 'default', v1.id), subnet(52, 'default', v2.id)]
    await run(200, { items: [v1, v2] }, endpoints.vpcList.initiate({}))
    await run(200, { items: [s1, s2] }, endpoints.vpcSubnetList.initiate({}))
    const arg = { path: { subnet: 'default' }, query: { project: 'p2', vpc: 'default' } }
    await run(204, undefined, endpoints.vpcSubnetDelete.initiate(arg))
    expect(selectTable(store.getState(), 'subnets').ids).toEqual([s1.id])
  })

  test('an image by name without a project is the silo image', async () => {
    const [siloImage, projectImage] = [image(61, 'debian'), image(62, 'debian', p1.id)]
    await run(200, { items: [siloImage, projectImage] }, endpoints.imageList.initiate({}))
    await run(204, undefined, endpoints.imageDelete.initiate({ path: { image: 'debian' } }))
    expect(selectTable(store.getState(), 'images').ids).toEqual([projectImage.id])
  })

  test('a DELETE of something else that names an instance leaves the instance', async () => {
    const arg = { path: { instance: db1.id }, query: { project: 'p1' } }
    await run(204, undefined, endpoints.instanceEphemeralIpDetach.initiate(arg))
    expect(ids('instances')).toContain(db1.id)
  })
})

describe('older news does not win', () => {
  /** Holds every request; `answer(i, status, body)` answers the i-th one. */
  function holdFetches() {
    const held: ((status: number, body: unknown) => void)[] = []
    globalThis.fetch = fakeFetch(
      () =>
        new Promise<FakeAnswer>((resolve) => {
          held.push((status, body) =>
            resolve({
              ok: status < 300,
              status,
              text: async () => (body === undefined ? '' : JSON.stringify(wire(body))),
            }),
          )
        }),
    )
    return (i: number, status: number, body?: unknown) => held[i]?.(status, body)
  }

  // The list starts while the mutation is in flight, so it may have read the server before the
  // change; its answer comes last and must not win.
  test('a list started before a rename ended does not undo the rename', async () => {
    await loadInstances()
    const answer = holdFetches()
    const arg = { path: { instance: db1.id }, body: { ...db1, name: 'primary', ...unset } }
    const rename = store.dispatch(endpoints.instanceUpdate.initiate(arg))
    const list = store.dispatch(endpoints.instanceList.initiate({ query: { limit: 5 } }))
    answer(0, 200, { ...db1, name: 'primary' })
    await rename
    answer(1, 200, { items: [db1, web1, db2] })
    await list
    expect(selectById(store.getState(), 'instances', db1.id)?.name).toBe('primary')
  })

  test('a list started before a delete ended does not bring the row back', async () => {
    await loadInstances()
    const answer = holdFetches()
    const remove = store.dispatch(endpoints.instanceDelete.initiate({ path: { instance: db1.id } }))
    const list = store.dispatch(endpoints.instanceList.initiate({ query: { limit: 5 } }))
    answer(0, 204)
    await remove
    answer(1, 200, { items: [db1, web1, db2] })
    await list
    expect(ids('instances')).toEqual([web1.id, db2.id])

    // a list started afterwards is the server's word
    await run(200, { items: [db1] }, endpoints.instanceList.initiate({ query: { limit: 6 } }))
    expect(ids('instances')).toEqual([web1.id, db2.id, db1.id])
  })
})
