import type { Request } from 'miragejs'
import { toWire } from '../wire'
import { invalidQuery } from './errors'

// List paging as the API does it (spec §7): `limit` and an opaque `page_token` in, `{ items,
// next_page }` out. The token remembers the sort mode and the last key served, so a page stays
// correct when records are added or removed between requests.

export type SortMode = 'name_ascending' | 'name_descending' | 'id_ascending'

/** The contract's NameOrIdSortMode and IdSortMode; the first entry is the default. */
const NAME_OR_ID_SORT: readonly SortMode[] = ['name_ascending', 'name_descending', 'id_ascending']
export const ID_SORT: readonly SortMode[] = ['id_ascending']

/** Spec §9; the console always sends it, but the mock defaults the same way. */
export const DEFAULT_LIMIT = 25
const MAX_LIMIT = 10000

export type Page<T> = { items: T[]; next_page: string | null }
type Sortable = { id: string; name?: string }
type Token = { sort: SortMode; after: string }

export function queryParam(request: Request, key: string): string | undefined {
  const value = request.queryParams[key]
  const first = Array.isArray(value) ? value[0] : value
  return first === null || first === undefined || first === '' ? undefined : first
}

const keyOf = (item: Sortable, sort: SortMode) =>
  sort === 'id_ascending' ? item.id : (item.name ?? '')

const encodeToken = (token: Token) => btoa(JSON.stringify(token))

function decodeToken(raw: string, modes: readonly SortMode[]): Token {
  try {
    const parsed: unknown = JSON.parse(atob(raw))
    const t = parsed as Partial<Token>
    if (typeof t.after === 'string' && typeof t.sort === 'string' && modes.includes(t.sort)) {
      return { sort: t.sort, after: t.after }
    }
  } catch {
    // fall through to the error below
  }
  throw invalidQuery('page_token: invalid page token')
}

function parseLimit(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_LIMIT
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < 1) throw invalidQuery('limit: expected a positive integer')
  return Math.min(n, MAX_LIMIT)
}

export function paginate<T extends Sortable>(
  all: readonly T[],
  request: Request,
  modes: readonly SortMode[] = NAME_OR_ID_SORT,
): Page<T> {
  const limit = parseLimit(queryParam(request, 'limit'))
  const rawToken = queryParam(request, 'page_token')
  const token = rawToken === undefined ? undefined : decodeToken(rawToken, modes)
  const requested = queryParam(request, 'sort_by')
  if (requested !== undefined && !modes.includes(requested as SortMode)) {
    throw invalidQuery(`sort_by: unknown variant "${requested}"`)
  }
  // A page token carries the sort of the scan it continues, as on the real API.
  const sort = token?.sort ?? (requested as SortMode | undefined) ?? modes[0] ?? 'id_ascending'
  const descending = sort === 'name_descending'

  const sorted = [...all].sort((a, b) => {
    const cmp = keyOf(a, sort) < keyOf(b, sort) ? -1 : keyOf(a, sort) > keyOf(b, sort) ? 1 : 0
    return descending ? -cmp : cmp
  })
  const remaining = token
    ? sorted.filter((item) =>
        descending ? keyOf(item, sort) < token.after : keyOf(item, sort) > token.after,
      )
    : sorted
  const items = remaining.slice(0, limit)
  const last = items[items.length - 1]
  const next_page =
    remaining.length > limit && last ? encodeToken({ sort, after: keyOf(last, sort) }) : null
  return { items, next_page }
}

/** A page of records whose wire shape is the record less its `_` fields (see mirage/wire.ts). */
export function wirePage<T extends Sortable & object>(
  all: readonly T[],
  request: Request,
  modes: readonly SortMode[] = NAME_OR_ID_SORT,
) {
  const page = paginate(all, request, modes)
  return { items: page.items.map(toWire), next_page: page.next_page }
}
