import * as ops from '../generated/operations'
import { toApiArgs } from './request'

test('method and path come from the contract, path params by their camelCase names', () => {
  expect(toApiArgs(ops.loginSaml, { path: { siloName: 'my-silo', providerName: 'idp' } })).toEqual({
    path: '/login/my-silo/saml/idp',
    method: 'POST',
  })
})

test('query and body pass through for the baseQuery to snake_case', () => {
  const arg = { path: { project: 'p' }, body: { description: 'd' }, query: { limit: 1 } }
  expect(toApiArgs(ops.projectUpdate, arg)).toEqual({
    path: '/v1/projects/p',
    method: 'PUT',
    query: { limit: 1 },
    body: { description: 'd' },
  })
})

test('path params are URL-encoded', () => {
  expect(toApiArgs(ops.projectView, { path: { project: 'a/b?c' } }).path).toBe(
    '/v1/projects/a%2Fb%3Fc',
  )
})

test('a missing path param is a programming error', () => {
  expect(() => toApiArgs(ops.projectView, {})).toThrow(
    'projectView: path parameter project missing',
  )
})

test('operations without params need no argument', () => {
  expect(toApiArgs(ops.currentUserView)).toEqual({ path: '/v1/me', method: 'GET' })
})

test('a body the contract sends as a form or an octet stream carries that content type', () => {
  const form = toApiArgs(ops.deviceAuthRequest, { body: { clientId: 'c1' } })
  expect(form).toEqual({
    path: '/device/auth',
    method: 'POST',
    body: { clientId: 'c1' },
    contentType: 'application/x-www-form-urlencoded',
  })
})
