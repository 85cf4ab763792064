// Helpers for the endpoint tests: a store with the api slice and a fetch that answers as told.
import { configureStore } from '@reduxjs/toolkit'
import { entitiesReducer } from '~/state/entities'
import { api, type TagType } from '../api'
import type { Tag } from './tags'
import { fakeFetch } from '~test/fakeFetch'

// the same reducers as the app's store (src/app/store.ts), so tests see what the pages see
export function createTestStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, entities: entitiesReducer },
    // timestamps are Dates in the cache (spec §3)
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  })
}
export type TestStore = ReturnType<typeof createTestStore>

type FetchCall = { url: string; method: string; body: unknown }

/** Replaces fetch: every request gets `status` and `body` as JSON; returns what was requested. */
export function answerFetch(status: number, body?: unknown): FetchCall[] {
  const calls: FetchCall[] = []
  globalThis.fetch = fakeFetch(async (url: string, init?: RequestInit) => {
    const sent = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    calls.push({ url, method: init?.method ?? 'GET', body: sent })
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    }
  })
  return calls
}

const describeEntry = (e: { endpointName: string; originalArgs: unknown }) =>
  `${e.endpointName}(${JSON.stringify(e.originalArgs) ?? ''})`

/** The cached queries, as `endpoint(args)` strings. */
export const cached = (store: TestStore) =>
  Object.values(store.getState().api.queries)
    .map((q) =>
      describeEntry({ endpointName: q?.endpointName ?? '?', originalArgs: q?.originalArgs }),
    )
    .sort()

/**
 * How many queries of `endpoint` the store holds answered: a test waits for the answers a page's
 * state is read from (the roles) before asserting what that state shows.
 */
export const answeredCount = (store: Pick<TestStore, 'getState'>, endpoint: string) =>
  Object.values(store.getState().api.queries).filter(
    (q) => q?.endpointName === endpoint && q.status === 'fulfilled',
  ).length

/** The cached queries that provide any of `tags`. */
export const providing = (store: TestStore, tags: (Tag | TagType)[]) =>
  api.util.selectInvalidatedBy(store.getState(), tags).map(describeEntry).sort()

/**
 * The cached queries a mutation invalidates. Nothing subscribes to them in these tests, and RTK
 * Query drops an invalidated entry that has no subscriber, so what disappears is what was hit.
 */
export async function invalidatedBy(store: TestStore, run: () => PromiseLike<unknown>) {
  const before = cached(store)
  await run()
  const after = new Set(cached(store))
  return before.filter((q) => !after.has(q))
}
