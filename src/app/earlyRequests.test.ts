import { startEarlyRequests } from './earlyRequests'
import { STARTUP_REQUESTS } from './startupRequests'

// What the early requests' script file does when index.html loads it (webpack.config.ts writes
// this function into it): the signed-in requests, named with the API version, and none on a
// page anyone may open.
const fetched: [string, RequestInit | undefined][] = []
beforeEach(() => {
  fetched.length = 0
  delete window.earlyAnswers
  window.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    fetched.push([String(url), init])
    return Promise.resolve({ ok: true } as Response)
  })
})

test('on /projects: the user, the fleet-viewer check, the roles and the projects, each with the version', () => {
  startEarlyRequests(STARTUP_REQUESTS, '2026081700.0.0', '/projects')
  expect(fetched.map(([url]) => url)).toEqual([
    '/v1/me',
    '/v1/system/policy',
    '/v1/me/groups',
    '/v1/policy',
    '/v1/projects?limit=1000',
  ])
  for (const [, init] of fetched) {
    expect(init?.headers).toMatchObject({ 'api-version': '2026081700.0.0' })
  }
  expect(Object.keys(window.earlyAnswers ?? {})).toHaveLength(5)
})

test('on another signed-in page: the user, the check and the roles only', () => {
  startEarlyRequests(STARTUP_REQUESTS, '2026081700.0.0', '/projects/web/instances')
  expect(fetched.map(([url]) => url)).toEqual([
    '/v1/me',
    '/v1/system/policy',
    '/v1/me/groups',
    '/v1/policy',
  ])
})

test.each(['/login', '/login/corp/local', '/device'])('on %s: nothing', (path) => {
  startEarlyRequests(STARTUP_REQUESTS, '2026081700.0.0', path)
  expect(fetched).toEqual([])
  expect(window.earlyAnswers).toBeUndefined()
})
