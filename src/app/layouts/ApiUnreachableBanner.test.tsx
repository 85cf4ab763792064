import { act, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { projectsApi } from '~/api/endpoints/projects'
import { createTestStore } from '~/api/endpoints/testing'
import { reachability } from '~/api/reachability'
import { ApiUnreachableBanner } from './ApiUnreachableBanner'
import { fakeFetch } from '~test/fakeFetch'

// Issue 43 §2: the API unreachable is one calm line, asked again with a growing wait, gone with
// the first answer.

const BANNER = 'Cannot reach the API — retrying'

let asked: string[]
let up = false
beforeEach(() => {
  jest.useFakeTimers()
  asked = []
  up = false
  reachability.reached()
  globalThis.fetch = fakeFetch((url: string) => {
    asked.push(url)
    if (!up) return Promise.reject(new TypeError('Failed to fetch'))
    const me = { id: 'u', display_name: 'Ada', silo_id: 's', silo_name: 'prairie' }
    return Promise.resolve({
      ok: true,
      status: 200,
      text: () => Promise.resolve(JSON.stringify(me)),
    })
  })
})
afterEach(() => jest.useRealTimers())

function renderBanner() {
  const store = createTestStore()
  render(
    <Provider store={store}>
      <ApiUnreachableBanner />
    </Provider>,
  )
  return store
}

const status = () => screen.getByRole('status')
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms))

test('one banner while requests fail, asked again after a wait that doubles, gone at the first answer', async () => {
  const store = renderBanner()
  expect(status()).toHaveTextContent('')

  // three views fail at once: one line says so
  await act(async () => {
    await Promise.all(
      ['a', 'b', 'c'].map((project) =>
        store.dispatch(projectsApi.endpoints.projectView.initiate({ path: { project } })),
      ),
    )
  })
  expect(status()).toHaveTextContent(BANNER)
  expect(screen.getAllByText(BANNER)).toHaveLength(1)
  asked = []

  // the wait doubles with each failure: 2 s after the last one (the third), then 4 s, …
  await wait(2000 * 2 ** 2 - 1)
  expect(asked).toEqual([])
  await wait(1)
  expect(asked).toEqual(['/v1/me'])
  await wait(16_000 - 1)
  expect(asked).toHaveLength(1)
  await wait(1)
  expect(asked).toHaveLength(2)
  expect(status()).toHaveTextContent(BANNER)

  // the API is back: the next try gets an answer and the banner goes
  up = true
  await wait(32_000)
  expect(asked).toHaveLength(3)
  expect(status()).toHaveTextContent('')
  expect(screen.queryByText(BANNER)).not.toBeInTheDocument()

  // and nothing more is asked while the API answers
  await wait(10 * 60_000)
  expect(asked).toHaveLength(3)
})

test('an answer from a poll meanwhile ends it without a try of its own', async () => {
  const store = renderBanner()
  await act(async () => {
    await store.dispatch(projectsApi.endpoints.projectView.initiate({ path: { project: 'a' } }))
  })
  expect(status()).toHaveTextContent(BANNER)
  up = true
  await act(async () => {
    await store.dispatch(projectsApi.endpoints.projectView.initiate({ path: { project: 'b' } }))
  })
  expect(screen.queryByText(BANNER)).not.toBeInTheDocument()
  asked = []
  await wait(60_000)
  expect(asked).toEqual([])
})
