import { operationOf, requestBodyProblems } from '../e2e/requestBodies'

// The e2e suite checks every body the forms send with requestBodyProblems; here, that the check
// itself tells good bodies from bad ones.

test('requests map to their contract operation by method and path', () => {
  expect(operationOf('POST', '/v1/projects')?.id).toBe('projectCreate')
  expect(operationOf('PUT', '/v1/projects/web?x=1')?.id).toBe('projectUpdate')
  expect(operationOf('POST', '/v1/instances/db/start?project=web')?.id).toBe('instanceStart')
  expect(operationOf('GET', '/assets/main.js')).toBeUndefined()
})

test('a body of the contract shape passes; wrong case, missing and extra fields do not', () => {
  const sent = (body: unknown) => [{ method: 'POST', url: '/v1/projects', body }]
  expect(requestBodyProblems(sent({ name: 'web', description: '' }))).toEqual([])
  expect(requestBodyProblems(sent({ name: 'web' }))).toEqual([
    expect.stringContaining("must have required property 'description'"),
  ])
  expect(requestBodyProblems(sent({ name: 'web', description: '', colour: 'red' }))).toEqual([
    expect.stringContaining('$.colour is not in ProjectCreate'),
  ])
  const ssh = [
    {
      method: 'POST',
      url: '/v1/me/ssh-keys',
      body: { name: 'k', description: '', publicKey: 'x' },
    },
  ]
  expect(requestBodyProblems(ssh).length).toBeGreaterThan(0)
})

test('form posts and bodiless calls are not JSON bodies to check', () => {
  expect(
    requestBodyProblems([
      { method: 'POST', url: '/device/auth', body: 'client_id=abc' },
      { method: 'POST', url: '/v1/logout', body: null },
    ]),
  ).toEqual([])
})
