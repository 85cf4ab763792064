import type { SshKey } from '../generated/types'
import { currentUserApi } from './currentUser'
import { answerFetch, createTestStore, invalidatedBy, providing, type TestStore } from './testing'

const key = (name: string): SshKey => ({
  id: `id-${name}`,
  name,
  description: '',
  publicKey: 'ssh-ed25519 AAAA',
  siloUserId: 'user',
  timeCreated: new Date(0),
  timeModified: new Date(0),
})
const stamps = { timeCreated: new Date(0), timeModified: new Date(0) }
const me = {
  id: 'user',
  displayName: 'Me',
  siloId: 'silo',
  siloName: 'default',
  fleetViewer: false,
  siloAdmin: false,
  ...stamps,
}
const group = { id: 'group-1', displayName: 'admins', siloId: 'silo', ...stamps }

const ME = 'currentUserView()'
const GROUPS = 'currentUserGroups({})'
const KEYS = 'currentUserSshKeyList({"query":{"limit":25}})'
const KEY_A = 'currentUserSshKeyView({"path":{"sshKey":"a"}})'
const KEY_B = 'currentUserSshKeyView({"path":{"sshKey":"b"}})'

let store: TestStore
beforeEach(async () => {
  store = createTestStore()
  const { upsertQueryData } = currentUserApi.util
  await store.dispatch(upsertQueryData('currentUserView', undefined, me))
  await store.dispatch(upsertQueryData('currentUserGroups', {}, { items: [group] }))
  const page = { items: [key('a'), key('b')] }
  await store.dispatch(upsertQueryData('currentUserSshKeyList', { query: { limit: 25 } }, page))
  await store.dispatch(
    upsertQueryData('currentUserSshKeyView', { path: { sshKey: 'a' } }, key('a')),
  )
  await store.dispatch(
    upsertQueryData('currentUserSshKeyView', { path: { sshKey: 'b' } }, key('b')),
  )
})
afterEach(() => {
  store.dispatch(currentUserApi.util.resetApiState())
})

test('the user, their groups and their keys provide their own tags', () => {
  expect(providing(store, ['CurrentUser'])).toEqual([ME])
  expect(providing(store, ['CurrentUserGroups'])).toEqual([GROUPS])
  expect(providing(store, [{ type: 'Group', id: 'group-1' }])).toEqual([GROUPS])
  expect(providing(store, [{ type: 'SshKey', id: 'LIST' }])).toEqual([KEYS])
  expect(providing(store, [{ type: 'SshKey', id: 'id-a' }])).toEqual([KEYS, KEY_A])
  expect(providing(store, [{ type: 'SshKey', id: 'b' }])).toEqual([KEY_B])
})

test('creating a key invalidates the key list only', async () => {
  const calls = answerFetch(201, key('c'))
  const body = { name: 'c', description: '', publicKey: 'ssh-ed25519 AAAA' }
  const action = currentUserApi.endpoints.currentUserSshKeyCreate.initiate({ body })
  expect(await invalidatedBy(store, () => store.dispatch(action))).toEqual([KEYS])
  expect(calls).toEqual([
    {
      url: '/v1/me/ssh-keys',
      method: 'POST',
      body: { name: 'c', description: '', public_key: 'ssh-ed25519 AAAA' },
    },
  ])
})

test('deleting a key invalidates that key and the list', async () => {
  const calls = answerFetch(204)
  const action = currentUserApi.endpoints.currentUserSshKeyDelete.initiate({
    path: { sshKey: 'a' },
  })
  const hit = await invalidatedBy(store, () => store.dispatch(action))
  expect(hit).toEqual([KEYS, KEY_A])
  expect(calls[0]).toMatchObject({ url: '/v1/me/ssh-keys/a', method: 'DELETE' })
})

test('responses arrive camelCased with Dates', async () => {
  answerFetch(200, { id: 'id-z', name: 'z', time_created: '2024-01-02T03:04:05Z' })
  const result = await store.dispatch(
    currentUserApi.endpoints.currentUserSshKeyView.initiate({ path: { sshKey: 'z' } }),
  )
  expect(result.data?.timeCreated).toEqual(new Date('2024-01-02T03:04:05Z'))
})
