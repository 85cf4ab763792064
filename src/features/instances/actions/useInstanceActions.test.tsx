import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { processRequestBody } from '~/api/casing'
import { instancesApi } from '~/api/endpoints/instances'
import { createTestStore, type TestStore } from '~/api/endpoints/testing'
import type { Instance, InstanceState } from '~/api/generated/types'
import { Toaster } from '~/components'
import { clearToasts } from '~/components/toast/toastStore'
import { closeResize, useResizeTarget } from './resizeStore'
import { useInstanceActions } from './useInstanceActions'

const instance = (runState: InstanceState): Instance => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'web-1',
  description: '',
  hostname: 'web-1',
  projectId: '00000000-0000-4000-8000-000000000099',
  ncpus: 2,
  memory: 4 * 1024 ** 3,
  runState,
  autoRestartEnabled: false,
  enableJumboFrames: false,
  timeCreated: new Date(0),
  timeModified: new Date(0),
  timeRunStateUpdated: new Date(0),
})

const mock = mockApiForEachTest()

/** The mock answers the instance as `body`. */
function serve(body: Instance) {
  mock.server().get('/v1/instances/web-1', () => processRequestBody(body) as object)
}
const sent = () => mock.requests().map((r) => `${r.method} ${r.url}`)

function setup(store: TestStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  )
  render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  )
  return renderHook(() => useInstanceActions(), { wrapper }).result
}

const labels = (actions: { label: string; disabledReason?: string }[]) =>
  Object.fromEntries(actions.map((a) => [a.label, a.disabledReason ?? 'enabled']))

afterEach(() => {
  act(() => {
    clearToasts()
    closeResize()
  })
})

test('each action is enabled exactly as spec §4 allows, otherwise disabled with the reason', () => {
  const actions = setup(createTestStore())
  expect(labels(actions.current(instance('stopped')))).toEqual({
    Start: 'enabled',
    Stop: 'Only a running, starting, rebooting or failed instance can be stopped',
    Reboot: 'Only a running instance can be rebooted',
    Resize: 'enabled',
    Delete: 'enabled',
  })
  expect(labels(actions.current(instance('running')))).toEqual({
    Start: 'Only a stopped or failed instance can be started',
    Stop: 'enabled',
    Reboot: 'enabled',
    Resize: 'Only a stopped, failed or creating instance can be resized',
    Delete: 'Only a stopped or failed instance can be deleted',
  })
  expect(labels(actions.current(instance('failed')))).toMatchObject({
    Start: 'enabled',
    Stop: 'enabled',
    Delete: 'enabled',
  })
})

test('a menu opened on an instance that has since started refuses Start and sends nothing', async () => {
  const store = createTestStore()
  serve(instance('running'))
  // the store learns the instance is running (e.g. the list's poll) after the row was drawn
  await act(async () => {
    await store.dispatch(
      instancesApi.endpoints.instanceView.initiate({ path: { instance: 'web-1' } }),
    )
  })
  const actions = setup(store)
  const start = actions.current(instance('stopped')).find((a) => a.label === 'Start')!
  expect(start.disabledReason).toBeUndefined()

  act(() => start.onActivate())
  const toast = await screen.findByRole('alert')
  expect(toast).toHaveTextContent('Action not allowed')
  expect(toast).toHaveTextContent('Only a stopped or failed instance can be started')
  expect(sent()).toEqual(['GET /v1/instances/web-1'])
})

test('Resize opens the resize form for that instance', () => {
  const actions = setup(createTestStore())
  const target = renderHook(() => useResizeTarget())
  const stopped = instance('stopped')
  act(() =>
    actions
      .current(stopped)
      .find((a) => a.label === 'Resize')!
      .onActivate(),
  )
  expect(target.result.current).toBe(stopped)
})
