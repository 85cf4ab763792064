import type { Middleware } from '@reduxjs/toolkit'

// RTK notifies the store's subscribers of a query's answer at the next animation frame (its
// autoBatch enhancer), so the answers of a bulk action or of polling render once a frame, not
// once each. An answer someone is waiting for (another page of a list, under its progress bar)
// is shown at once instead: its rows render while the browser waits for the next frame and are
// painted in it, rather than being rendered in that frame's callbacks, delaying its paint.

const awaited = new Set<string>()

/** The request (its RTK requestId) whose answer is on screen as soon as it arrives. */
export function awaitAnswer(requestId: string): () => void {
  awaited.add(requestId)
  return () => void awaited.delete(requestId)
}

const settled = (type: string) => type.endsWith('/fulfilled') || type.endsWith('/rejected')

/** A plain action: dispatching one notifies the subscribers at once, of everything batched. */
const ANSWER_SHOWN = { type: 'awaitedAnswers/shown' }

export const showAwaitedAnswers: Middleware = (store) => (next) => (action) => {
  const result = next(action)
  const { type, meta } = action as { type: string; meta?: { requestId?: string } }
  if (meta?.requestId && settled(type) && awaited.delete(meta.requestId))
    store.dispatch(ANSWER_SHOWN)
  return result
}
