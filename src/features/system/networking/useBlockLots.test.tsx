import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { mockApiForEachTest } from '~test/mirage/testServer'
import { api } from '~/api/api'
import { store } from '~/app/store'
import { useBlockLots } from './useBlockLots'
import { errorResponse } from '~mirage/util/errors'

// The blocks of every address lot, which announce sets and loopback addresses name: a refusal
// is reported (a page says why instead of a spinner that never ends); a lot gone meanwhile is not.

jest.setTimeout(30_000)

const mock = mockApiForEachTest({ seed: true })
const LOTS = '/v1/system/networking/address-lot'
const refused = () => errorResponse(503, 'ServiceUnavailable', 'try later')

// the hook reads blocks through the app's store (prefetch), as the pages do
const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={store}>{children}</Provider>
)

afterEach(() => {
  store.dispatch(api.util.resetApiState())
})

test('every seeded block is named by its lot', async () => {
  const { result } = renderHook(() => useBlockLots(), { wrapper })
  await waitFor(() => expect(result.current.byBlock).toBeDefined())
  const lots = [...result.current.byBlock!.values()].map((b) => b.lot.name)
  expect(lots.length).toBeGreaterThan(0)
  expect(result.current.error).toBeUndefined()
})

test("the lots refused: the API's error, not a wait for ever", async () => {
  mock.server().get(LOTS, refused)
  const { result } = renderHook(() => useBlockLots(), { wrapper })
  await waitFor(() => expect(result.current.error).toMatchObject({ statusCode: 503 }))
  expect(result.current.byBlock).toBeUndefined()
})

test("a lot's blocks refused: the error; a lot deleted meanwhile (404) only goes unnamed", async () => {
  mock.server().get(`${LOTS}/:lot/blocks`, refused)
  const failing = renderHook(() => useBlockLots(), { wrapper })
  await waitFor(() => expect(failing.result.current.error).toMatchObject({ statusCode: 503 }))
  failing.unmount()
  store.dispatch(api.util.resetApiState())

  mock.server().get(`${LOTS}/:lot/blocks`, () => errorResponse(404, 'ObjectNotFound', 'gone'))
  const gone = renderHook(() => useBlockLots(), { wrapper })
  await waitFor(() => expect(gone.result.current.byBlock).toEqual(new Map()))
  expect(gone.result.current.error).toBeUndefined()
})
