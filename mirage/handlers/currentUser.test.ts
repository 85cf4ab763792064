import type { Server } from 'miragejs'
import { isSshPublicKey } from '~/util/sshKey'
import { call, login, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { makeServer } from '../server'
import { SEED_LOGINS } from '../sim/scenarios/seeds'

type SshKey = { id: string; name: string; public_key: string; silo_user_id: string }

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx3b2hkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAx me@host'
const keys = () => call<Page<SshKey>>('GET', '/v1/me/ssh-keys')
const add = (json: unknown) => call<SshKey & ErrorBody>('POST', '/v1/me/ssh-keys', { json })

test('the fleet viewer has two seeded keys that pass the console’s own key check', async () => {
  const res = await keys()
  expect(res.status).toBe(200)
  expect(shapeErrors(res.body, 'SshKeyResultsPage')).toEqual([])
  expect(res.body.items.map((k) => k.name)).toEqual(['ci-runner', 'work-laptop'])
  for (const key of res.body.items) expect(isSshPublicKey(key.public_key)).toBe(true)
})

test('add, view by name and id, delete', async () => {
  const created = await add({ name: 'laptop', description: 'mine', public_key: `  ${KEY}\n` })
  expect(created.status).toBe(201)
  expect(shapeErrors(created.body, 'SshKey')).toEqual([])
  expect(created.body.public_key).toBe(KEY)
  const me = await call<{ id: string }>('GET', '/v1/me')
  expect(created.body.silo_user_id).toBe(me.body.id)

  expect((await call('GET', '/v1/me/ssh-keys/laptop')).body).toEqual(created.body)
  expect((await call('GET', `/v1/me/ssh-keys/${created.body.id}`)).body).toEqual(created.body)
  expect((await keys()).body.items).toHaveLength(3)

  expect((await call('DELETE', '/v1/me/ssh-keys/laptop')).status).toBe(204)
  const gone = await call('GET', '/v1/me/ssh-keys/laptop')
  expect(gone.status).toBe(404)
  expect(gone.body).toMatchObject({
    error_code: 'ObjectNotFound',
    message: 'not found: ssh-key with name "laptop"',
  })
})

test('a duplicate name is ObjectAlreadyExists; a bad key or name is 400', async () => {
  const dup = await add({ name: 'work-laptop', description: '', public_key: KEY })
  expect(dup.status).toBe(400)
  expect(dup.body).toMatchObject({
    error_code: 'ObjectAlreadyExists',
    message: 'already exists: ssh-key "work-laptop"',
  })

  for (const publicKey of ['not a key', 'ssh-foo AAAA', 'ssh-ed25519', '-----BEGIN OPENSSH']) {
    const bad = await add({ name: 'other', description: '', public_key: publicKey })
    expect([publicKey, bad.status, bad.body.error_code]).toEqual([publicKey, 400, 'InvalidValue'])
    expect(bad.body.message).toBe('not a valid SSH public key')
  }
  expect((await add({ name: 'Bad Name', description: '', public_key: KEY })).status).toBe(400)
  expect((await add({ name: 'no-key', description: '' })).body.message).toBe(
    'unable to parse JSON body: missing field `public_key`',
  )
})

test('keys belong to their user', async () => {
  await login(SEED_LOGINS.plainUser.username, SEED_LOGINS.plainUser.password)
  expect((await keys()).body).toEqual({ items: [], next_page: null })
  expect((await call('GET', '/v1/me/ssh-keys/work-laptop')).status).toBe(404)
  // the same name is free for another user
  expect((await add({ name: 'work-laptop', description: '', public_key: KEY })).status).toBe(201)
})

test('/v1/me says whether the user is a fleet viewer and a silo admin, with their times', async () => {
  type Me = { display_name: string; fleet_viewer: boolean; silo_admin: boolean }
  const ada = await call<Me>('GET', '/v1/me')
  expect(shapeErrors(ada.body, 'CurrentUser')).toEqual([])
  expect(ada.body).toMatchObject({ display_name: 'Ada Okafor', fleet_viewer: true })
  await login(SEED_LOGINS.plainUser.username, SEED_LOGINS.plainUser.password)
  const noor = await call<Me>('GET', '/v1/me')
  expect(shapeErrors(noor.body, 'CurrentUser')).toEqual([])
  expect(noor.body).toMatchObject({ fleet_viewer: false, silo_admin: false })
})
