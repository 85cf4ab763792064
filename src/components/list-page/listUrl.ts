// A list's place in the query string, so a reload, back/forward or a shared link lands on the
// same page of the same list, sorted and filtered the same way:
//
//   ?token=…&token=…   a paged list's page: the API's page tokens, page 2's first
//   ?page=3            a list held whole: the page (1-based), in the browser
//   ?sort=name         the sort; '-name' is descending
//   ?q=web&state=Expunged   a list held whole: its text and state filters
//   ?highlight=name    the row a create made (or jump-to named): shown and marked
//
// Other parameters (a tab's, the mock's switches) are left as they are.

type SortDirection = 'ascending' | 'descending'
export type ListSort = { field: string; direction: SortDirection }

export type ListUrlState = {
  /** a paged list: tokens[i] fetches page i + 2 */
  tokens: string[]
  /** a list held whole: 0 for the first page */
  page: number
  sort: ListSort | null
  q: string
  state: string | null
  highlight: string | null
}

export const HIGHLIGHT_PARAM = 'highlight'
const KEYS = ['token', 'page', 'sort', 'q', 'state'] as const

/** Every query parameter a list's place uses. */
const LIST_PARAMS: readonly string[] = [...KEYS, HIGHLIGHT_PARAM]

/** Whether two URLs differ only in where they are in a list (its page, sort, filter, highlight). */
export function onlyListMoved(from: URL, to: URL): boolean {
  if (from.pathname !== to.pathname) return false
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search)
    for (const key of LIST_PARAMS) params.delete(key)
    params.sort()
    return params.toString()
  }
  return rest(from) === rest(to) && from.search !== to.search
}

/** Only the list's place of `params` (page, sort, filter; no highlight): '' when at its start. */
export function listPlaceOf(params: URLSearchParams): string {
  const place = new URLSearchParams()
  for (const key of KEYS) for (const value of params.getAll(key)) place.append(key, value)
  return place.toString()
}

export function parseListUrl(params: URLSearchParams): ListUrlState {
  const rawSort = params.get('sort')
  const page = Number(params.get('page'))
  return {
    tokens: params.getAll('token').filter(Boolean),
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    sort: rawSort
      ? rawSort.startsWith('-')
        ? { field: rawSort.slice(1), direction: 'descending' }
        : { field: rawSort, direction: 'ascending' }
      : null,
    q: params.get('q') ?? '',
    state: params.get('state') || null,
    highlight: params.get(HIGHLIGHT_PARAM),
  }
}

/** `params` with the list's part replaced by `state` (defaults left out); the rest kept. */
export function writeListUrl(params: URLSearchParams, state: ListUrlState): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of KEYS) next.delete(key)
  next.delete(HIGHLIGHT_PARAM)
  for (const token of state.tokens) next.append('token', token)
  if (state.page > 0) next.set('page', String(state.page + 1))
  if (state.sort) {
    next.set('sort', `${state.sort.direction === 'descending' ? '-' : ''}${state.sort.field}`)
  }
  if (state.q) next.set('q', state.q)
  if (state.state) next.set('state', state.state)
  if (state.highlight) next.set(HIGHLIGHT_PARAM, state.highlight)
  return next
}

export const EMPTY_LIST_URL: ListUrlState = {
  tokens: [],
  page: 0,
  sort: null,
  q: '',
  state: null,
  highlight: null,
}

/** The API's `sort_by` for a sort on the name column; undefined: the API's default. */
export function sortByOf(sort: ListSort | null): 'name_ascending' | 'name_descending' | undefined {
  if (sort?.field !== 'name') return undefined
  return sort.direction === 'descending' ? 'name_descending' : 'name_ascending'
}
