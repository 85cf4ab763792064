import { act, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { silosApi } from './endpoints/silos'
import { answerFetch, createTestStore } from './endpoints/testing'
import { useQueryKeepingRefusal } from './keptRefusal'

// The silo policy of a user with no silo role: the API refuses it, and the refusal is the answer.

function PolicyReader() {
  const { error, isLoading } = useQueryKeepingRefusal(silosApi.endpoints.policyView, undefined)
  if (isLoading) return <p>asking</p>
  return <p>{error ? 'refused' : 'read'}</p>
}

test('a refused policy stays the answer after its last reader unmounts, without a new request', async () => {
  const calls = answerFetch(403, { error_code: 'Forbidden', message: 'Forbidden' })
  const store = createTestStore()
  const page = (readers: number) => (
    <Provider store={store}>
      {Array.from({ length: readers }, (_, i) => (
        <PolicyReader key={i} />
      ))}
    </Provider>
  )
  const { rerender, unmount } = render(page(2))
  expect(await screen.findAllByText('refused')).toHaveLength(2)
  expect(calls).toHaveLength(1)

  // every reader leaves (another page), then one comes back: RTK Query alone would ask again
  rerender(page(0))
  expect(screen.queryByText('refused')).toBeNull()
  unmount()
  render(page(1))
  // what a new request would go out on: its effects and their promises, settled
  await act(() => Promise.resolve())
  expect(screen.getByText('refused')).toBeInTheDocument()
  expect(silosApi.endpoints.policyView.select()(store.getState()).status).toBe('rejected')
  expect(calls).toHaveLength(1)
})
