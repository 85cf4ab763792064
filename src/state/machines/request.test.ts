import { makeStore } from '~/app/store'
import { addToast } from '~/components/toast/toastStore'
import type { Disk } from '~/api/generated/types'
import { instance as makeInstance, uuid } from '../entities/fixtures'
import { selectById } from '../entities/selectors'
import { instanceActionRequested } from './actions'
import { ActionRefused, requestAction, requestInstanceAction } from './request'

jest.mock('~/components/toast/toastStore', () => ({
  ...jest.requireActual<object>('~/components/toast/toastStore'),
  addToast: jest.fn(),
}))

const stopped = makeInstance(1, 'db', uuid(100))
const running = { ...stopped, runState: 'running' as const }
const detachedDisk: Disk = {
  id: uuid(2),
  name: 'data',
  description: '',
  projectId: uuid(100),
  blockSize: 4096,
  size: 1024 ** 3,
  devicePath: '/mnt/data',
  state: { state: 'detached' },
  timeCreated: new Date(0),
  timeModified: new Date(0),
}

beforeEach(() => jest.mocked(addToast).mockClear())

test('a forbidden action is refused with the reason in an error toast and nothing is sent', async () => {
  const store = makeStore()
  const send = jest.fn(() => Promise.resolve('sent'))
  await expect(store.dispatch(requestInstanceAction('start', running, send))).rejects.toThrow(
    ActionRefused,
  )
  expect(send).not.toHaveBeenCalled()
  expect(addToast).toHaveBeenCalledWith({
    variant: 'error',
    title: 'Action not allowed',
    content: 'Only a stopped or failed instance can be started',
  })
  // and the store did not move it
  expect(selectById(store.getState(), 'instances', running.id)).toBeUndefined()
})

test('the check is made against the store, not the caller’s older copy', async () => {
  const store = makeStore()
  // the store has seen it start meanwhile; the row still says stopped
  store.dispatch(instanceActionRequested({ instance: stopped, action: 'start' }))
  const send = jest.fn(() => Promise.resolve())
  await expect(store.dispatch(requestInstanceAction('start', stopped, send))).rejects.toThrow(
    'Only a stopped or failed instance can be started',
  )
  expect(send).not.toHaveBeenCalled()
})

test('an allowed action moves the instance to its transitional state before the response', async () => {
  const store = makeStore()
  let seenWhileSending: string | undefined
  const send = jest.fn(() => {
    seenWhileSending = selectById(store.getState(), 'instances', stopped.id)?.runState
    return Promise.resolve('ok')
  })
  await expect(store.dispatch(requestInstanceAction('start', stopped, send))).resolves.toBe('ok')
  expect(seenWhileSending).toBe('starting')
  expect(addToast).not.toHaveBeenCalled()
})

test('a failed request puts the instance back and rethrows', async () => {
  const store = makeStore()
  const failure = { type: 'error', statusCode: 500, message: 'Internal error' }
  await expect(
    store.dispatch(requestInstanceAction('stop', running, () => Promise.reject(failure))),
  ).rejects.toBe(failure)
  expect(selectById(store.getState(), 'instances', running.id)?.runState).toBe('running')
})

test('the reducer itself ignores a requested action the table forbids', () => {
  const store = makeStore()
  store.dispatch(instanceActionRequested({ instance: running, action: 'start' }))
  expect(selectById(store.getState(), 'instances', running.id)).toBeUndefined()
  store.dispatch(instanceActionRequested({ instance: running, action: 'reboot' }))
  expect(selectById(store.getState(), 'instances', running.id)?.runState).toBe('rebooting')
})

test('attaching checks both machines and moves the disk to attaching on that instance', async () => {
  const store = makeStore()
  const checks = [
    { kind: 'instance', action: 'attachDisk', instance: running },
    { kind: 'disk', action: 'attach', disk: detachedDisk, instanceId: running.id },
  ] as const
  const send = jest.fn(() => Promise.resolve())
  await expect(store.dispatch(requestAction([...checks], send))).rejects.toThrow(
    'Only a creating or stopped instance can have disks attached',
  )
  expect(send).not.toHaveBeenCalled()

  const allowed = [{ ...checks[0], instance: stopped }, checks[1]]
  await store.dispatch(requestAction(allowed, send))
  expect(selectById(store.getState(), 'disks', detachedDisk.id)?.state).toEqual({
    state: 'attaching',
    instance: stopped.id,
  })
})
