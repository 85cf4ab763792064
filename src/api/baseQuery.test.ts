import type { BaseQueryApi } from '@reduxjs/toolkit/query/react'
import { setVersionRefusedHandler } from './apiVersion'
import { baseQuery, setUnauthorizedHandler, type ApiArgs } from './baseQuery'
import { API_VERSION } from './generated/version'
import { fakeFetch } from '~test/fakeFetch'

// jsdom has no fetch; baseQuery only reads ok, status and text(), so a small fake is enough.
type FakeResponse = Pick<Response, 'ok' | 'status' | 'text'>
const respond = (status: number, text: string): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: () => Promise.resolve(text),
})
const json = (status: number, body: unknown) => respond(status, JSON.stringify(body))

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>()
const onUnauthorized = jest.fn()

const apiFor = (endpoint: string): BaseQueryApi => ({
  signal: new AbortController().signal,
  abort: jest.fn(),
  dispatch: jest.fn(),
  getState: jest.fn(),
  extra: undefined,
  endpoint,
  type: 'query',
})

const run = (args: ApiArgs, endpoint = 'projectList') => baseQuery(args, apiFor(endpoint), {})

/** The URL and init of the only fetch call. */
const lastCall = () => {
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0]!
  return { url, init, headers: init.headers as Record<string, string> }
}

beforeEach(() => {
  fetchMock.mockReset()
  onUnauthorized.mockReset()
  globalThis.fetch = fakeFetch(fetchMock)
  setUnauthorizedHandler(onUnauthorized)
})

afterAll(() => {
  setUnauthorizedHandler(undefined)
})

describe('the API version', () => {
  afterEach(() => {
    setVersionRefusedHandler(undefined)
    delete window.earlyAnswers
  })

  it('is named on every request, reads and writes alike', async () => {
    fetchMock.mockResolvedValue(json(200, {}))
    await run({ path: '/v1/disks', method: 'POST', body: { name: 'd' } }, 'diskCreate')
    expect(lastCall().headers).toMatchObject({ 'api-version': API_VERSION })
    expect(API_VERSION).toBe('2026081700.0.0')
  })

  it("a refusal of it is told to the app with the server's words", async () => {
    const refused = jest.fn()
    setVersionRefusedHandler(refused)
    const message = `server does not support this API version: ${API_VERSION}`
    fetchMock.mockResolvedValue(json(400, { request_id: 'r', message, error_code: null }))
    const result = await run({ path: '/v1/projects' })
    expect(refused).toHaveBeenCalledWith(message)
    expect(result.error).toMatchObject({ statusCode: 400 })
  })

  it('another 400 is not a refusal', async () => {
    const refused = jest.fn()
    setVersionRefusedHandler(refused)
    fetchMock.mockResolvedValue(json(400, { message: 'name already exists', error_code: 'x' }))
    await run({ path: '/v1/projects' })
    expect(refused).not.toHaveBeenCalled()
  })

  it('takes the answer index.html asked for early, once, and asks itself after that', async () => {
    const early = json(200, { id: 'me-early' }) as Response
    window.earlyAnswers = { '/v1/me': Promise.resolve(early) }
    expect(await run({ path: '/v1/me' })).toEqual({ data: { id: 'me-early' } })
    expect(fetchMock).not.toHaveBeenCalled()
    fetchMock.mockResolvedValue(json(200, { id: 'me-again' }))
    expect(await run({ path: '/v1/me' })).toEqual({ data: { id: 'me-again' } })
    expect(lastCall().url).toBe('/v1/me')
  })
})

describe('requests (spec §3, §7)', () => {
  it('snake_cases query params and skips null ones', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [] }))
    await run({
      path: '/v1/instances',
      query: { project: 'p1', pageToken: 'abc', limit: 25, sortBy: null, extra: undefined },
    })
    expect(lastCall().url).toBe('/v1/instances?project=p1&page_token=abc&limit=25')
  })

  it('sends a plain GET with no body, JSON accepted, the API version, same-origin credentials and the signal', async () => {
    fetchMock.mockResolvedValue(json(200, {}))
    const api = apiFor('projectList')
    await baseQuery({ path: '/v1/projects' }, api, {})
    const { url, init, headers } = lastCall()
    expect(url).toBe('/v1/projects')
    expect(init.method).toBe('GET')
    expect(init.body).toBeUndefined()
    expect(init.credentials).toBe('same-origin')
    expect(init.signal).toBe(api.signal)
    expect(headers).toEqual({ Accept: 'application/json', 'api-version': API_VERSION })
  })

  it('snake_cases the body on the way out', async () => {
    fetchMock.mockResolvedValue(json(200, {}))
    await run(
      {
        path: '/device/confirm',
        method: 'POST',
        body: { userCode: 'ABC-DEFGH', nestedThing: { innerKey: [{ deepKey: 1 }] } },
      },
      'deviceAuthConfirm',
    )
    const { init, headers } = lastCall()
    expect(init.method).toBe('POST')
    expect(headers['Content-Type']).toBe('application/json')
    expect(JSON.parse(init.body as string)).toEqual({
      user_code: 'ABC-DEFGH',
      nested_thing: { inner_key: [{ deep_key: 1 }] },
    })
  })
  it('sends a form-urlencoded body as snake_case fields, an octet stream as given', async () => {
    fetchMock.mockResolvedValue(json(200, {}))
    await run(
      {
        path: '/device/auth',
        method: 'POST',
        body: { clientId: 'c1', skipMe: null },
        contentType: 'application/x-www-form-urlencoded',
      },
      'deviceAuthRequest',
    )
    const form = lastCall()
    expect(form.headers['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(String(form.init.body)).toBe('client_id=c1')

    fetchMock.mockClear()
    const bytes = new Uint8Array([1, 2, 3])
    await run(
      {
        path: '/v1/system/update/repositories',
        method: 'PUT',
        body: bytes,
        contentType: 'application/octet-stream',
      },
      'systemUpdateRepositoryUpload',
    )
    expect(lastCall().init.body).toBe(bytes)
    expect(lastCall().headers['Content-Type']).toBe('application/octet-stream')
  })
})

describe('responses (spec §3, §7)', () => {
  it('camelCases the body and turns timestamps into dates', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        run_state: 'running',
        time_created: '2026-01-02T03:04:05Z',
        auto_restart_cooldown_expiration: '2026-01-02T04:00:00Z',
        items: [{ project_id: 'p', timestamp: '2026-01-02T03:04:05.123Z' }],
      }),
    )
    const result = await run({ path: '/v1/instances/i1' }, 'instanceView')
    expect(result.error).toBeUndefined()
    expect(result.data).toEqual({
      runState: 'running',
      timeCreated: new Date('2026-01-02T03:04:05Z'),
      autoRestartCooldownExpiration: new Date('2026-01-02T04:00:00Z'),
      items: [{ projectId: 'p', timestamp: new Date('2026-01-02T03:04:05.123Z') }],
    })
  })

  it('treats an empty body (204) as an empty object', async () => {
    fetchMock.mockResolvedValue(respond(204, ''))
    const result = await run({ path: '/v1/projects/p1', method: 'DELETE' }, 'projectDelete')
    expect(result).toEqual({ data: {} })
  })

  it('turns a non-2xx JSON body into an error with the catalogue message', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error_code: 'ObjectAlreadyExists',
        message: 'already exists: project "p1"',
        request_id: 'req-42',
      }),
    )
    const result = await run(
      { path: '/v1/projects', method: 'POST', body: { name: 'p1', description: '' } },
      'projectCreate',
    )
    expect(result).toEqual({
      error: {
        type: 'error',
        statusCode: 400,
        message: 'Project name already exists',
        errorCode: 'ObjectAlreadyExists',
        requestId: 'req-42',
      },
    })
  })

  it('reports an empty error body as an unknown server error', async () => {
    fetchMock.mockResolvedValue(respond(500, ''))
    const result = await run({ path: '/v1/projects' })
    expect(result.error).toMatchObject({
      type: 'error',
      statusCode: 500,
      message: 'Unknown server error',
    })
  })

  it.each([502, 200])('makes an unparseable body (status %d) a client error', async (status) => {
    fetchMock.mockResolvedValue(respond(status, '<html>Bad Gateway</html>'))
    const result = await run({ path: '/v1/projects' })
    expect(result).toEqual({
      error: {
        type: 'client_error',
        statusCode: status,
        message: `Error reading API response (status ${status})`,
      },
    })
  })

  it('makes a body that cannot be read a client error', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      text: () => Promise.reject(new TypeError('network error while reading body')),
    })
    const result = await run({ path: '/v1/projects' })
    expect(result.error).toMatchObject({ type: 'client_error', statusCode: 200 })
  })

  it('makes a failed fetch a client error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect((await run({ path: '/v1/projects' })).error).toEqual({
      type: 'client_error',
      statusCode: 0,
      message: 'Could not reach the API',
    })
    fetchMock.mockReset()
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'))
    expect((await run({ path: '/v1/projects' })).error?.message).toBe('Request cancelled')
  })
})

describe('401 handling (spec §8)', () => {
  const unauthorized = () =>
    json(401, { error_code: 'Unauthorized', message: 'credentials missing or invalid' })

  it('calls the handler the app set (it goes to /login, see app/store.test.ts)', async () => {
    fetchMock.mockResolvedValue(unauthorized())
    const result = await run({ path: '/v1/projects' })
    expect(result.error?.statusCode).toBe(401)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not redirect for the local login call, whose 401 means wrong credentials', async () => {
    fetchMock.mockResolvedValue(unauthorized())
    const result = await run(
      { path: '/v1/login/s/local', method: 'POST', body: { username: 'u', password: 'p' } },
      'loginLocal',
    )
    expect(result.error).toMatchObject({
      statusCode: 401,
      message: 'Credentials missing or invalid',
    })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('redirects on a 401 with an unreadable body too', async () => {
    fetchMock.mockResolvedValue(respond(401, 'nope'))
    const result = await run({ path: '/v1/projects' })
    expect(result.error?.type).toBe('client_error')
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not redirect on other errors', async () => {
    fetchMock.mockResolvedValue(json(403, { error_code: 'Forbidden', message: 'Forbidden' }))
    const result = await run({ path: '/v1/system/policy' }, 'systemPolicyView')
    expect(result.error?.message).toBe('Action not authorized')
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('big integers (spec §3: IPv6 utilization)', () => {
  it('hands uint128 counts over as the strings that arrived, every digit kept', async () => {
    // the wire text itself: a /64 and a /48, past Number.MAX_SAFE_INTEGER
    fetchMock.mockResolvedValue(
      respond(
        200,
        '{"ipv4":{"allocated":3,"capacity":80},"ipv6":{"allocated":"18446744073709551617","capacity":"1208925819614629174706176"}}',
      ),
    )
    const result = await run({ path: '/v1/system/ip-pools/default/utilization' })
    expect(result.data).toEqual({
      ipv4: { allocated: 3, capacity: 80 },
      ipv6: { allocated: '18446744073709551617', capacity: '1208925819614629174706176' },
    })
  })
})
