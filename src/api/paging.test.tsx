import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { projectsApi } from './endpoints/projects'
import { answerFetch, createTestStore } from './endpoints/testing'
import { allPages, fetchAllPages, PAGE_SIZE, useAllPages } from './paging'
import { fakeFetch } from '~test/fakeFetch'

test('tables show 25 rows a page (spec §9)', () => {
  expect(PAGE_SIZE).toBe(25)
})

describe('allPages', () => {
  test('follows nextPage until there is none', async () => {
    const pages: Record<string, { items: number[]; nextPage?: string | null }> = {
      first: { items: [1, 2], nextPage: 'p2' },
      p2: { items: [3], nextPage: 'p3' },
      p3: { items: [4], nextPage: null },
    }
    const fetchPage = jest.fn(async (token?: string) => pages[token ?? 'first']!)
    expect(await allPages(fetchPage)).toEqual([1, 2, 3, 4])
    expect(fetchPage.mock.calls).toEqual([[undefined], ['p2'], ['p3']])
  })

  test('a single page without nextPage is one call', async () => {
    const fetchPage = jest.fn(async () => ({ items: ['a'] }))
    expect(await allPages(fetchPage)).toEqual(['a'])
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })

  test('stops with an error when a token comes back twice', async () => {
    await expect(allPages(async () => ({ items: [1], nextPage: 'same' }))).rejects.toThrow(
      'Page token repeated',
    )
  })

  test('a failing page fails the whole', async () => {
    const fetchPage = jest.fn(async (token?: string) => {
      if (token) throw new Error('boom')
      return { items: [1], nextPage: 'p2' }
    })
    await expect(allPages(fetchPage)).rejects.toThrow('boom')
  })
})

describe('fetchAllPages', () => {
  test('asks for large pages through the endpoint and concatenates them', async () => {
    const store = createTestStore()
    const project = (name: string) => ({ id: name, name, description: '' })
    const calls = answerFetch(200, { items: [project('a')], next_page: null })
    const items = await fetchAllPages(store.dispatch, projectsApi.endpoints.projectList, {
      sortBy: 'name_ascending',
    })
    expect(items).toEqual([project('a')])
    expect(calls[0]?.url).toBe('/v1/projects?sort_by=name_ascending&limit=1000')
    store.dispatch(projectsApi.util.resetApiState())
  })

  test('keeps an explicit limit and sends each page token', async () => {
    const store = createTestStore()
    let call = 0
    globalThis.fetch = fakeFetch(async (url: string) => {
      call += 1
      const body =
        call === 1
          ? { items: [{ id: '1' }], next_page: 'tok' }
          : { items: [{ id: '2' }], next_page: null }
      return { ok: true, status: 200, url, text: async () => JSON.stringify(body) }
    })
    const items = await fetchAllPages(store.dispatch, projectsApi.endpoints.projectList, {
      limit: 1,
    })
    expect(items.map((p) => p.id)).toEqual(['1', '2'])
    const urls = jest.mocked(globalThis.fetch).mock.calls.map(([url]) => url)
    expect(urls).toEqual(['/v1/projects?limit=1', '/v1/projects?limit=1&page_token=tok'])
    store.dispatch(projectsApi.util.resetApiState())
  })
})

describe('useAllPages', () => {
  const wrapperFor =
    (store: ReturnType<typeof createTestStore>) =>
    ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>

  test('loads every page, then reports the items', async () => {
    const store = createTestStore()
    answerFetch(200, { items: [{ id: '1' }], next_page: null })
    const { result } = renderHook(
      () => useAllPages(projectsApi.endpoints.projectList, { sortBy: 'id_ascending' }),
      { wrapper: wrapperFor(store) },
    )
    expect(result.current).toEqual({
      items: undefined,
      error: undefined,
      isLoading: true,
      refetch: expect.any(Function),
    })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.items).toEqual([{ id: '1' }])
    store.dispatch(projectsApi.util.resetApiState())
  })

  test('reports the API error', async () => {
    const store = createTestStore()
    answerFetch(500, { message: 'broken', request_id: 'r' })
    const { result } = renderHook(() => useAllPages(projectsApi.endpoints.projectList, {}), {
      wrapper: wrapperFor(store),
    })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.error).toMatchObject({ statusCode: 500, message: 'Broken' })
    expect(result.current.items).toBeUndefined()
    store.dispatch(projectsApi.util.resetApiState())
  })

  test('refetch asks again: the error stays until the answer, which replaces it', async () => {
    const store = createTestStore()
    answerFetch(503, { message: 'resting', request_id: 'r' })
    const { result } = renderHook(() => useAllPages(projectsApi.endpoints.projectList, {}), {
      wrapper: wrapperFor(store),
    })
    await waitFor(() => expect(result.current.error).toMatchObject({ message: 'Resting' }))
    const calls = answerFetch(200, { items: [{ id: '1' }], next_page: null })
    act(() => result.current.refetch())
    expect(result.current.error).toMatchObject({ message: 'Resting' })
    await waitFor(() => expect(result.current.items).toEqual([{ id: '1' }]))
    expect(result.current.error).toBeUndefined()
    expect(calls).toHaveLength(1)
    store.dispatch(projectsApi.util.resetApiState())
  })

  test('refetch asks the API even for pages the cache holds fresh', async () => {
    const store = createTestStore()
    answerFetch(200, { items: [{ id: '1' }], next_page: null })
    const { result } = renderHook(() => useAllPages(projectsApi.endpoints.projectList, {}), {
      wrapper: wrapperFor(store),
    })
    await waitFor(() => expect(result.current.items).toEqual([{ id: '1' }]))
    answerFetch(200, { items: [{ id: '1' }, { id: '2' }], next_page: null })
    act(() => result.current.refetch())
    await waitFor(() => expect(result.current.items).toEqual([{ id: '1' }, { id: '2' }]))
    store.dispatch(projectsApi.util.resetApiState())
  })

  test('a Retry forces only its own query: a query asked for after it reads the cache', async () => {
    const store = createTestStore()
    answerFetch(200, { items: [{ id: '1' }], next_page: null })
    const { result, rerender } = renderHook(
      ({ sortBy }: { sortBy: 'name_ascending' | 'name_descending' }) =>
        useAllPages(projectsApi.endpoints.projectList, { sortBy }),
      { wrapper: wrapperFor(store), initialProps: { sortBy: 'name_ascending' } },
    )
    await waitFor(() => expect(result.current.items).toEqual([{ id: '1' }]))
    rerender({ sortBy: 'name_descending' })
    await waitFor(() => expect(result.current.items).toEqual([{ id: '1' }]))
    answerFetch(200, { items: [{ id: '2' }], next_page: null })
    act(() => result.current.refetch())
    await waitFor(() => expect(result.current.items).toEqual([{ id: '2' }]))
    // back to the first order: its pages are in the cache, fresh, and nothing is asked
    const calls = answerFetch(200, { items: [{ id: '3' }], next_page: null })
    rerender({ sortBy: 'name_ascending' })
    await waitFor(() => expect(result.current.items).toEqual([{ id: '1' }]))
    expect(calls).toHaveLength(0)
    store.dispatch(projectsApi.util.resetApiState())
  })
})
