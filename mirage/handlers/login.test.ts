import type { Server } from 'miragejs'
import { call, login, shapeErrors, type ErrorBody, type Page } from '~test/mirage/testing'
import { makeServer } from '../server'
import { SEED_LOGINS, SEED_SAML_PROVIDER, SEED_SILO_NAME } from '../sim/scenarios/seeds'

let server: Server
beforeEach(() => {
  server = makeServer({ environment: 'test', seed: true })
})
afterEach(() => server.shutdown())

const { fleetViewer, plainUser } = SEED_LOGINS
const UNAUTHORIZED = { error_code: 'Unauthorized', message: 'credentials missing or invalid' }

test('the session starts signed in as the fleet viewer', async () => {
  const me = await call('GET', '/v1/me')
  expect(me.status).toBe(200)
  expect(me.body).toMatchObject({ display_name: 'Ada Okafor', silo_name: SEED_SILO_NAME })
  expect(shapeErrors(me.body, 'CurrentUser')).toEqual([])
})

test('local login with the right password signs that user in', async () => {
  const res = await login(plainUser.username, plainUser.password)
  expect(res.status).toBe(204)
  expect((await call('GET', '/v1/me')).body).toMatchObject({ display_name: 'Noor Haddad' })
})

test('local login with a wrong password is 401 and keeps the session', async () => {
  const res = await login(plainUser.username, 'nope')
  expect(res.status).toBe(401)
  expect(res.body).toMatchObject(UNAUTHORIZED)
  expect(shapeErrors(res.body, 'Error')).toEqual([])
  expect((await call('GET', '/v1/me')).body).toMatchObject({ display_name: 'Ada Okafor' })
})

test('local login to an unknown silo is 404; a body without password is 400', async () => {
  const unknown = await login('ada', 'correct horse', 'tundra')
  expect(unknown.status).toBe(404)
  expect(unknown.body).toMatchObject({
    error_code: 'ObjectNotFound',
    message: 'not found: silo with name "tundra"',
  })
  const bad = await call<ErrorBody>('POST', `/v1/login/${SEED_SILO_NAME}/local`, {
    json: { username: 'ada' },
  })
  expect(bad.status).toBe(400)
  expect(bad.body.message).toBe('unable to parse JSON body: missing field `password`')
})

test('after logout every call but login answers 401, and login works again', async () => {
  expect((await call('POST', '/v1/logout')).status).toBe(204)
  for (const path of ['/v1/me', '/v1/me/groups', '/v1/projects', '/v1/policy', '/v1/users']) {
    const res = await call('GET', path)
    expect([path, res.status]).toEqual([path, 401])
    expect(res.body).toMatchObject(UNAUTHORIZED)
  }
  expect(
    (await call('POST', '/v1/projects', { json: { name: 'x', description: '' } })).status,
  ).toBe(401)
  expect((await login(fleetViewer.username, fleetViewer.password)).status).toBe(204)
  expect((await call('GET', '/v1/me')).status).toBe(200)
})

test('ping answers with or without a session', async () => {
  await call('POST', '/v1/logout')
  const res = await call('GET', '/v1/ping')
  expect(res).toMatchObject({ status: 200, body: { status: 'ok' } })
})

test('the fleet viewer is in groups; the plain user in none', async () => {
  const groups = await call<Page<{ display_name: string }>>('GET', '/v1/me/groups')
  expect(groups.status).toBe(200)
  expect(groups.body.items.map((g) => g.display_name)).toEqual(['platform-team', 'on-call'])
  expect(groups.body.next_page).toBeNull()
  expect(shapeErrors(groups.body, 'GroupResultsPage')).toEqual([])

  await login(plainUser.username, plainUser.password)
  const none = await call('GET', '/v1/me/groups')
  expect(none.body).toEqual({ items: [], next_page: null })
  expect(shapeErrors((await call('GET', '/v1/me')).body, 'CurrentUser')).toEqual([])
})

test('the SAML post-back signs in and redirects with 303 to /projects', async () => {
  await call('POST', '/v1/logout')
  const res = await call('POST', `/login/${SEED_SILO_NAME}/saml/${SEED_SAML_PROVIDER}`)
  expect(res.status).toBe(303)
  expect(res.location).toBe('/projects')
  expect((await call('GET', '/v1/me')).body).toMatchObject({ display_name: 'Ada Okafor' })

  const unknown = await call('POST', `/login/${SEED_SILO_NAME}/saml/not-a-provider`)
  expect(unknown.status).toBe(404)
  expect(unknown.body).toMatchObject({ error_code: 'ObjectNotFound' })
})

test('signedIn: false starts signed out', async () => {
  server.shutdown()
  server = makeServer({ environment: 'test', seed: true, signedIn: false })
  expect((await call('GET', '/v1/me')).status).toBe(401)
})

test('without seeds the test environment starts empty and signed out', async () => {
  server.shutdown()
  server = makeServer({ environment: 'test' })
  expect((await call('GET', '/v1/me')).status).toBe(401)
  expect((await login(fleetViewer.username, fleetViewer.password)).status).toBe(404)
})
