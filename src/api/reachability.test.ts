import type { BaseQueryApi } from '@reduxjs/toolkit/query/react'
import { baseQuery, WRITE_TIMED_OUT, WRITE_TIMEOUT_MS, type ApiArgs } from './baseQuery'
import { ifSucceeded, LIST } from './endpoints/tags'
import { reachability, retryDelay } from './reachability'
import { fakeFetch } from '~test/fakeFetch'

// Issue 43 §2 and §3: what the baseQuery notes about the API answering at all, and the time limit
// of a write.

type FakeResponse = Pick<Response, 'ok' | 'status' | 'text'>
const json = (status: number, body: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: () => Promise.resolve(JSON.stringify(body)),
})
const html = (status: number): FakeResponse => ({
  ok: false,
  status,
  text: () => Promise.resolve('<html>Bad Gateway</html>'),
})

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>()
const apiFor = (endpoint: string, signal = new AbortController().signal): BaseQueryApi => ({
  signal,
  abort: jest.fn(),
  dispatch: jest.fn(),
  getState: jest.fn(),
  extra: undefined,
  endpoint,
  type: 'query',
})
const run = (args: ApiArgs, endpoint = 'projectList', signal?: AbortSignal) =>
  baseQuery(args, apiFor(endpoint, signal), {})
const list: ApiArgs = { path: '/v1/projects' }
const create: ApiArgs = { path: '/v1/projects', method: 'POST', body: { name: 'p' } }

/** A request the server never answers: it ends only when its signal aborts it. */
const hanging = (_url: string, init: RequestInit) =>
  new Promise<FakeResponse>((_, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(Object.assign(new Error('The operation was aborted'), { name: 'AbortError' })),
    )
  })

beforeEach(() => {
  fetchMock.mockReset()
  globalThis.fetch = fakeFetch(fetchMock)
  reachability.reached()
})

test('the wait before asking again doubles from 2 s and stops growing at a minute', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelay)).toEqual([
    2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
  ])
})

describe('whether the API answers', () => {
  it('counts requests that fail on the way and a proxy answering for the API', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect((await run(list)).error).toMatchObject({ message: 'Could not reach the API' })
    expect(reachability.failures()).toBe(1)

    fetchMock.mockResolvedValueOnce(html(502))
    await run(list)
    fetchMock.mockResolvedValueOnce(html(504))
    await run(list)
    expect(reachability.failures()).toBe(3)
  })

  it('any answer of the API itself ends the count, its own 503 and refusals too', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await run(list)
    fetchMock.mockResolvedValueOnce(
      json(503, { error_code: 'ServiceNotAvailable', message: 'x', request_id: 'r1' }),
    )
    await run(list)
    expect(reachability.failures()).toBe(0)

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await run(list)
    fetchMock.mockResolvedValueOnce(json(400, { message: 'no', request_id: 'r2' }))
    await run(list)
    expect(reachability.failures()).toBe(0)
  })

  it('a request the console cancelled says nothing about the API', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await run(list)
    const controller = new AbortController()
    fetchMock.mockImplementationOnce(hanging)
    const cancelled = run(list, 'projectList', controller.signal)
    controller.abort()
    expect((await cancelled).error).toMatchObject({ message: 'Request cancelled' })
    expect(reachability.failures()).toBe(1)
  })
})

describe('a write', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('whose answer does not come within the limit says so, and that it may have happened', async () => {
    fetchMock.mockImplementation(hanging)
    const sent = Promise.resolve(run(create, 'projectCreate'))
    await jest.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - 1)
    let settled = false
    void sent.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)

    await jest.advanceTimersByTimeAsync(1)
    const { error } = await sent
    expect(error).toMatchObject({ statusCode: 0, errorCode: 'WriteTimedOut' })
    expect(error?.message).toBe(WRITE_TIMED_OUT)
    expect(WRITE_TIMED_OUT).toMatch(/check before you try again/)
  })

  it('that fails on the way is said to have maybe happened; a read is not', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect((await run(create, 'projectCreate')).error?.message).toBe(
      'No answer came from the API. The change may still have been made: check before you try again.',
    )
    fetchMock.mockResolvedValueOnce(html(504))
    expect((await run(create, 'projectCreate')).error?.message).toMatch(/may still have been made/)
    expect((await run(list)).error?.message).toBe('Could not reach the API')
  })

  it('a read waits as long as whoever asked for it', async () => {
    fetchMock.mockImplementation(hanging)
    const controller = new AbortController()
    const read = run(list, 'projectList', controller.signal)
    await jest.advanceTimersByTimeAsync(10 * WRITE_TIMEOUT_MS)
    controller.abort()
    expect((await read).error).toMatchObject({ message: 'Request cancelled' })
  })

  it('whose answer never came has the lists it touches fetched again; a refused one not', () => {
    const tags = [{ type: 'Project' as const, id: LIST }]
    const timedOut = { type: 'client_error', statusCode: 0, message: WRITE_TIMED_OUT }
    const gateway = { type: 'client_error', statusCode: 502, message: 'x' }
    const refused = { type: 'error', statusCode: 400, message: 'x', requestId: 'r' }
    expect(ifSucceeded(timedOut, tags)).toEqual(tags)
    expect(ifSucceeded(gateway, tags)).toEqual(tags)
    expect(ifSucceeded(refused, tags)).toEqual([])
    expect(ifSucceeded(undefined, tags)).toEqual(tags)
  })
})
