import { makeStore } from '~/app/store'
import type { Disk } from '~/api/generated/types'
import { instance as makeInstance, uuid } from '../entities/fixtures'
import { selectById } from '../entities/selectors'
import { instanceActionRequested } from './actions'
import { requestAction, requestInstanceAction } from './request'

const stopped = makeInstance(1, 'db', uuid(100))
const running = { ...stopped, runState: 'running' as const }
const detachedDisk: Disk = {
  id: uuid(2),
  name: 'data',
  description: '',
  projectId: uuid(100),
  blockSize: 4096,
  diskType: 'distributed',
  readOnly: false,
  size: 1024 ** 3,
  devicePath: '/mnt/data',
  state: { state: 'detached' },
  timeCreated: new Date(0),
  timeModified: new Date(0),
}

test('a forbidden action is refused with the reason and nothing is sent', async () => {
  const store = makeStore()
  const send = jest.fn(() => Promise.resolve('sent'))
  await expect(store.dispatch(requestInstanceAction('start', running, send))).resolves.toEqual({
    kind: 'refused',
    reason: 'Only a stopped or failed instance can be started',
  })
  expect(send).not.toHaveBeenCalled()
  // and the store did not move it
  expect(selectById(store.getState(), 'instances', running.id)).toBeUndefined()
})

test('the check is made against the store, not the caller’s older copy', async () => {
  const store = makeStore()
  // the store has seen it start meanwhile; the row still says stopped
  store.dispatch(instanceActionRequested({ instance: stopped, action: 'start' }))
  const send = jest.fn(() => Promise.resolve())
  await expect(store.dispatch(requestInstanceAction('start', stopped, send))).resolves.toEqual({
    kind: 'refused',
    reason: 'Only a stopped or failed instance can be started',
  })
  expect(send).not.toHaveBeenCalled()
})

test('an allowed action moves the instance to its transitional state before the response', async () => {
  const store = makeStore()
  let seenWhileSending: string | undefined
  const send = jest.fn(() => {
    seenWhileSending = selectById(store.getState(), 'instances', stopped.id)?.runState
    return Promise.resolve('ok')
  })
  await expect(store.dispatch(requestInstanceAction('start', stopped, send))).resolves.toEqual({
    kind: 'ok',
    value: 'ok',
  })
  expect(seenWhileSending).toBe('starting')
})

test('a failed request puts the instance back and says how it failed', async () => {
  const store = makeStore()
  const failure = { type: 'error', statusCode: 500, message: 'Internal error' }
  await expect(
    store.dispatch(requestInstanceAction('stop', running, () => Promise.reject(failure))),
  ).resolves.toEqual({ kind: 'failed', error: failure })
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
  await expect(store.dispatch(requestAction([...checks], send))).resolves.toEqual({
    kind: 'refused',
    reason: 'Only a creating or stopped instance can have disks attached',
  })
  expect(send).not.toHaveBeenCalled()

  const allowed = [{ ...checks[0], instance: stopped }, checks[1]]
  await store.dispatch(requestAction(allowed, send))
  expect(selectById(store.getState(), 'disks', detachedDisk.id)?.state).toEqual({
    state: 'attaching',
    instance: stopped.id,
  })
})
