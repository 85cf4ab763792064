import type { Server } from 'miragejs'
import { call } from '~test/mirage/testing'
import { makeServer } from '../server'
import { SEED_DEVICE_CODE } from '../sim/scenarios/seeds'

type Issued = {
  device_code: string
  user_code: string
  verification_uri: string
  expires_in: number
}

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const CLIENT = '9d2c6a0e-7f3b-4c1d-8e5a-2b4f6d8a0c1e'
const GRANT = 'urn:ietf:params:oauth:grant-type:device_code'
const confirm = (user_code: string) => call('POST', '/device/confirm', { json: { user_code } })
const token = (device_code: string) =>
  call('POST', '/device/token', { form: { client_id: CLIENT, device_code, grant_type: GRANT } })

test('the seeded code is accepted, more than once', async () => {
  expect((await confirm(SEED_DEVICE_CODE)).status).toBe(204)
  expect((await confirm(SEED_DEVICE_CODE)).status).toBe(204)
})

test('an unknown code is 400 InvalidRequest', async () => {
  const res = await confirm('ABC-DEFGH')
  expect(res.status).toBe(400)
  expect(res.body).toEqual({
    error_code: 'InvalidRequest',
    message: 'invalid user code',
    request_id: expect.any(String),
  })
})

test('confirming needs a signed-in user', async () => {
  await call('POST', '/v1/logout')
  expect((await confirm(SEED_DEVICE_CODE)).status).toBe(401)
})

test('the whole flow: issue, poll (pending), confirm, token, then the token works', async () => {
  const issued = await call<Issued>('POST', '/device/auth', { form: { client_id: CLIENT } })
  expect(issued.status).toBe(200)
  expect(issued.body.user_code).toMatch(/^[A-Z]{3}-[A-Z]{5}$/)
  expect(issued.body.verification_uri).toMatch(/\/device\/verify$/)
  expect(issued.body.expires_in).toBeGreaterThan(0)

  const pending = await token(issued.body.device_code)
  expect(pending.status).toBe(400)
  expect(pending.body).toMatchObject({ error: 'authorization_pending' })

  expect((await confirm(issued.body.user_code)).status).toBe(204)
  // an issued code is good for one confirmation
  expect((await confirm(issued.body.user_code)).status).toBe(400)

  const granted = await token(issued.body.device_code)
  expect(granted.status).toBe(200)
  expect(granted.body).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' })
  expect((await token(issued.body.device_code)).body).toMatchObject({ error: 'invalid_grant' })

  // the CLI's bearer token signs it in even without the browser session
  await call('POST', '/v1/logout')
  const bearer = { Authorization: `Bearer ${String(granted.body.access_token)}` }
  const me = await call('GET', '/v1/me', { headers: bearer })
  expect(me).toMatchObject({ status: 200, body: { display_name: 'Ada Okafor' } })
  expect((await call('GET', '/v1/me', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(
    401,
  )
})

test('/device/auth needs a client_id', async () => {
  expect((await call('POST', '/device/auth', { form: {} })).status).toBe(400)
  expect((await call('POST', '/device/auth', { form: { client_id: 'nope' } })).status).toBe(400)
})
