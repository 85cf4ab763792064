// A table-driven check of one slice's tag wiring: seed the cache with named entries, then assert
// which entries each tag selects and which entries each mutation invalidates.
import { api, type TagType } from '../api'
import type { Tag } from './tags'
import {
  answerFetch,
  cached,
  createTestStore,
  invalidatedBy,
  providing,
  type TestStore,
} from './testing'

/** A cache entry: endpoint, argument, data. */
export type Entry = readonly [endpoint: string, arg: unknown, data: unknown]

type Dispatch = TestStore['dispatch']
// eslint-disable-next-line no-restricted-syntax -- upsertQueryData is typed per endpoint; a table over many endpoints needs the untyped shape
const upsert = api.util.upsertQueryData as unknown as (
  endpoint: string,
  arg: unknown,
  data: unknown,
) => Parameters<Dispatch>[0]

const keyOf = ([endpoint, arg]: Entry) => `${endpoint}(${JSON.stringify(arg) ?? ''})`

export type MutationCase<K extends string> = {
  name: string
  run: (dispatch: Dispatch) => PromiseLike<unknown>
  /** the response, as on the wire (snake_case); status 2xx unless given */
  status?: number
  response?: unknown
  /** the seeded entries it invalidates */
  hit: K[]
}

export function tagWiring<K extends string>({
  seed,
  provides,
  mutations,
}: {
  seed: Record<K, Entry>
  /** tags and the seeded entries they select */
  provides: [label: string, tags: (Tag | TagType)[], entries: NoInfer<K>[]][]
  mutations: MutationCase<NoInfer<K>>[]
}) {
  const names = Object.keys(seed) as K[]
  const keys = (ks: K[]) => ks.map((k) => keyOf(seed[k])).sort()

  let store: TestStore
  beforeEach(async () => {
    store = createTestStore()
    for (const k of names) {
      const [endpoint, arg, data] = seed[k]
      await store.dispatch(upsert(endpoint, arg, data))
    }
    // every entry seeded under a distinct key
    expect(cached(store)).toEqual(keys(names))
  })
  afterEach(() => {
    store.dispatch(api.util.resetApiState())
  })

  test.each(provides)('provides: %s', (_label, tags, entries) => {
    expect(providing(store, tags)).toEqual(keys(entries))
  })

  test.each(mutations.map((m) => [m.name, m] as const))('invalidates: %s', async (_name, m) => {
    answerFetch(m.status ?? 200, m.response)
    const hit = await invalidatedBy(store, () => m.run(store.dispatch))
    expect(hit).toEqual(keys(m.hit))
  })
}

/** The error body of a failed request, for the "a failed mutation invalidates nothing" cases. */
export const FAILURE = {
  status: 500,
  response: { error_code: 'Internal', message: 'boom', request_id: 'r' },
}
