import { act, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { useProjectViewQuery } from './endpoints/projects'
import { createTestStore } from './endpoints/testing'
import { reachability } from './reachability'
import { POLL_IDLE_MAX_MS, usePollInterval } from './usePollInterval'
import { fakeFetch } from '~test/fakeFetch'

// Issue 43 §4: a view polls while what it shows is in transition, and no more than it must.

const project = (description: string) => ({
  id: 'p1',
  name: 'p',
  description,
  time_created: '2026-01-01T00:00:00Z',
  time_modified: '2026-01-01T00:00:00Z',
})

/** Every request's time (fake clock), and what the server answers now. */
let asked: number[]
let answer: () => Promise<Pick<Response, 'ok' | 'status' | 'text'>>
const answers = (body: unknown) => () =>
  Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(body)) })

beforeEach(() => {
  jest.useFakeTimers()
  asked = []
  answer = answers(project('same'))
  globalThis.fetch = fakeFetch(() => {
    asked.push(Date.now())
    return answer()
  })
  reachability.reached()
})
afterEach(() => {
  jest.useRealTimers()
  setVisibility('visible')
})

/** A view of one project that wants it every `wanted` ms, as the pages poll (useInstance). */
function Polled({ wanted }: { wanted: number }) {
  const args = { path: { project: 'p' } }
  const { data, fulfilledTimeStamp, refetch } = useProjectViewQuery(args)
  const interval = usePollInterval(wanted, { data, answeredAt: fulfilledTimeStamp, refetch })
  useProjectViewQuery(args, { pollingInterval: interval, skip: !data })
  return <p>{data?.description}</p>
}

async function open(wanted = 1000) {
  const start = Date.now()
  render(
    <Provider store={createTestStore()}>
      <Polled wanted={wanted} />
    </Provider>,
  )
  await act(() => jest.advanceTimersByTimeAsync(0))
  return start
}

/** The waits between requests in the first `ms` after `start`. */
async function gapsOver(start: number, ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms))
  const times = asked.filter((t) => t >= start)
  // to the tenth of a second: the mock answers within a few ms of the fake clock
  return times.slice(1).map((t, i) => Math.round((t - times[i]!) / 100) * 100)
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

test('answers that bring nothing new double the wait, up to its cap', async () => {
  const start = await open()
  expect(await gapsOver(start, 40_000)).toEqual([
    1000,
    2000,
    4000,
    POLL_IDLE_MAX_MS,
    POLL_IDLE_MAX_MS,
    POLL_IDLE_MAX_MS,
    POLL_IDLE_MAX_MS,
    POLL_IDLE_MAX_MS,
  ])
})

test('news in an answer asks every second again', async () => {
  const start = await open()
  await act(() => jest.advanceTimersByTimeAsync(7500)) // asked at 0, 1 s, 3 s, 7 s
  answer = answers(project('changed'))
  await act(() => jest.advanceTimersByTimeAsync(6000)) // the 13 s poll brings the change
  expect(screen.getByText('changed')).toBeInTheDocument()
  const gaps = await gapsOver(start, 700)
  expect(gaps.slice(-2)).toEqual([POLL_IDLE_MAX_MS, 1000])
})

test('a view with nothing in transition asks once', async () => {
  const start = await open(0)
  expect(await gapsOver(start, 60_000)).toEqual([])
  expect(asked).toHaveLength(1)
})

test('a hidden tab asks nothing; back in view, it asks once and polls again', async () => {
  await open()
  await act(() => jest.advanceTimersByTimeAsync(1100))
  expect(asked).toHaveLength(2)
  act(() => setVisibility('hidden'))
  await act(() => jest.advanceTimersByTimeAsync(10 * 60_000))
  expect(asked).toHaveLength(2)

  act(() => setVisibility('visible'))
  await act(() => jest.advanceTimersByTimeAsync(0))
  expect(asked).toHaveLength(3)
  await act(() => jest.advanceTimersByTimeAsync(POLL_IDLE_MAX_MS))
  expect(asked.length).toBeGreaterThan(3)
})

test('while the API does not answer, polls back off from 2 s to a minute', async () => {
  const start = await open()
  answer = () => Promise.reject(new TypeError('Failed to fetch'))
  const gaps = await gapsOver(start, 5 * 60_000)
  // the first second's poll meets the outage; each failure then doubles the wait
  expect(gaps).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000])

  // an answer (the poll due at 303 s) ends the back-off
  answer = answers(project('back'))
  await act(() => jest.advanceTimersByTimeAsync(3500))
  expect(screen.getByText('back')).toBeInTheDocument()
  expect(reachability.failures()).toBe(0)
  const before = asked.length
  await act(() => jest.advanceTimersByTimeAsync(1000))
  expect(asked.length).toBe(before + 1)
})
