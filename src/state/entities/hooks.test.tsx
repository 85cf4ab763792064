import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { projectsApi } from '~/api/endpoints/projects'
import { answerFetch, createTestStore, type TestStore } from '~/api/endpoints/testing'
import { entitiesTestApi as testApi, instance, project, unset, uuid, wire } from './fixtures'
import { useEntity, useKnownNames, useLiveRows } from './hooks'

const p1 = project(1, 'p1')
const [db, web] = [instance(11, 'db', p1.id), instance(12, 'web', p1.id)]
const { endpoints } = testApi

/** A list page: RTK Query pages it, the rows render as the entities are now. */
function InstanceRows() {
  const { data } = testApi.useInstanceListQuery({ query: { project: 'p1' } })
  const rows = useLiveRows('instances', data?.items)
  return (
    <ul aria-label="instances">
      {rows?.map((i) => (
        <li key={i.id}>{`${i.name} ${i.runState}`}</li>
      ))}
    </ul>
  )
}

/** A detail header reading the entity by id only: it never fetches. */
function InstanceHeader({ id }: { id: string }) {
  const entity = useEntity('instances', id)
  return <h1>{entity ? `${entity.name} ${entity.runState}` : 'gone'}</h1>
}

let store: TestStore
/** What an endpoint's `initiate` returns: a thunk that starts the request. */
type StartRequest = ThunkAction<
  PromiseLike<unknown>,
  ReturnType<TestStore['getState']>,
  unknown,
  UnknownAction
>
const wrap = ({ children }: { children: ReactNode }) => (
  <Provider store={store}>{children}</Provider>
)

async function mountBoth() {
  store = createTestStore()
  const calls = answerFetch(200, wire({ items: [db, web] }))
  render(
    <>
      <InstanceHeader id={db.id} />
      <InstanceRows />
    </>,
    { wrapper: wrap },
  )
  const list = screen.getByRole('list', { name: 'instances' })
  expect(await within(list).findByText('db stopped')).toBeInTheDocument()
  expect(screen.getByRole('heading')).toHaveTextContent('db stopped')
  return { list, calls }
}

/**
 * Runs a mutation whose response is `body`; returns the requests made meanwhile. Components see
 * it a frame later (RTK batches RTK Query's store notifications), hence the find… queries after.
 */
async function mutate(status: number, body: unknown, thunk: StartRequest) {
  const calls = answerFetch(status, body === undefined ? undefined : wire(body))
  await act(async () => {
    await store.dispatch(thunk)
  })
  return calls
}

test('a run state change shows in the list row and the header from the one response', async () => {
  const { list, calls } = await mountBoth()
  const start = endpoints.instanceStart.initiate({ path: { instance: db.id } })
  const during = await mutate(200, { ...db, runState: 'starting' }, start)

  expect(await within(list).findByText('db starting')).toBeInTheDocument()
  expect(screen.getByRole('heading')).toHaveTextContent('db starting')
  // the list was fetched once, the mutation is the only other request: nothing refetched
  expect(calls.map((c) => c.method)).toEqual(['GET'])
  expect(during.map((c) => `${c.method} ${c.url}`)).toEqual([`POST /v1/instances/${db.id}/start`])
})

test('a rename shows in both at once', async () => {
  const { list } = await mountBoth()
  const arg = { path: { instance: db.id }, body: { ...db, name: 'primary', ...unset } }
  const during = await mutate(
    200,
    { ...db, name: 'primary' },
    endpoints.instanceUpdate.initiate(arg),
  )

  expect(await within(list).findByText('primary stopped')).toBeInTheDocument()
  expect(within(list).queryByText('db stopped')).not.toBeInTheDocument()
  expect(screen.getByRole('heading')).toHaveTextContent('primary stopped')
  expect(during).toHaveLength(1)
})

test('a delete takes the row out and empties the header, still without a refetch', async () => {
  const { list } = await mountBoth()
  const remove = endpoints.instanceDelete.initiate({
    path: { instance: 'db' },
    query: { project: p1.id },
  })
  const during = await mutate(204, undefined, remove)

  expect(await screen.findByRole('heading', { name: 'gone' })).toBeInTheDocument()
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['web stopped'])
  expect(during).toHaveLength(1)
})

test('a row whose entity was never seen renders as fetched', () => {
  store = createTestStore()
  const other = instance(99, 'other', uuid(2))
  function Rows() {
    const rows = useLiveRows('instances', [other])
    return <p>{rows?.map((r) => r.name).join()}</p>
  }
  render(<Rows />, { wrapper: wrap })
  expect(screen.getByText('other')).toBeInTheDocument()
})

test('a poll bringing back equal rows (new objects, new Dates) keeps the rows on screen the same', () => {
  store = createTestStore()
  const copy = () => [{ ...db, timeCreated: new Date(db.timeCreated.getTime()) }]
  const { result, rerender } = renderHook(({ rows }) => useLiveRows('instances', rows), {
    wrapper: wrap,
    initialProps: { rows: copy() },
  })
  const first = result.current
  rerender({ rows: copy() })
  expect(result.current).toBe(first)
  // a real change still comes through
  rerender({ rows: [{ ...db, name: 'db-renamed' }] })
  expect(result.current?.[0]?.name).toBe('db-renamed')
})

test('known names: an instance by id with its project’s name, the same map until a name changes', async () => {
  await mountBoth()
  const refs = [
    { kind: 'instances' as const, id: db.id },
    { kind: 'instances' as const, id: uuid(99) },
  ]
  const { result } = renderHook(
    () => ({ names: useKnownNames(refs), web: useEntity('instances', web.id) }),
    { wrapper: wrap },
  )
  // the project is not in the store yet: the name alone; an id never seen is left out
  expect([...result.current.names]).toEqual([[db.id, { name: 'db' }]])
  const first = result.current.names
  // an answer about the other instance, seen by the component, changes nothing here
  await mutate(
    200,
    { ...web, runState: 'starting' },
    endpoints.instanceStart.initiate({ path: { instance: web.id } }),
  )
  await waitFor(() => expect(result.current.web?.runState).toBe('starting'))
  expect(result.current.names).toBe(first)
  await mutate(200, p1, projectsApi.endpoints.projectView.initiate({ path: { project: p1.id } }))
  await waitFor(() =>
    expect(result.current.names.get(db.id)).toEqual({ name: 'db', project: 'p1' }),
  )
})
