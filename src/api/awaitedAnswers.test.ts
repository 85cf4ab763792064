import { configureStore, SHOULD_AUTOBATCH } from '@reduxjs/toolkit'
import { awaitAnswer, showAwaitedAnswers } from './awaitedAnswers'

// an answer as RTK Query dispatches it: marked for the frame's batching
const answer = (requestId: string) => ({
  type: 'api/executeQuery/fulfilled',
  meta: { requestId, [SHOULD_AUTOBATCH]: true },
})

function setup() {
  const store = configureStore({
    reducer: (state: number = 0) => state + 1,
    middleware: (getDefault) => getDefault().concat(showAwaitedAnswers),
  })
  const listener = jest.fn()
  store.subscribe(listener)
  return { store, listener }
}

it('notifies at once of an answer someone waits for', () => {
  const { store, listener } = setup()
  awaitAnswer('page-2')
  store.dispatch(answer('page-2'))
  expect(listener).toHaveBeenCalled()
})

it('leaves any other answer to the frame’s batching', () => {
  const { store, listener } = setup()
  store.dispatch(answer('poll'))
  expect(listener).not.toHaveBeenCalled()
})

it('no longer waits once given up (the list left the screen)', () => {
  const { store, listener } = setup()
  const forget = awaitAnswer('page-3')
  forget()
  store.dispatch(answer('page-3'))
  expect(listener).not.toHaveBeenCalled()
})
