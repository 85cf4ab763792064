import type { Request } from 'miragejs'
import { PAGE_SIZE } from '~/util/constants'
import { arrayOf, type Items } from '../orm/lookups'
import { toWire } from '../orm/serializer'
import { invalidQuery } from '../util/errors'
import { queryParam } from './define'

// Written once for every list and lookup: paging as the API does it (spec §7: `limit` and an
// opaque `page_token` in, `{ items, next_page }` out; the token remembers the sort and the last
// key served, so a page stays right when records come and go between requests). Finding a
// resource by name or id is the store's (orm/lookups.ts).

type Sort = { mode: string; key: (item: Keyed) => string; descending?: boolean }
type Keyed = { id: string; name?: string; [k: string]: unknown }

const byName: Sort = { mode: 'name_ascending', key: (i) => String(i.name ?? '') }
/** NameOrIdSortMode: name ascending (the default), name descending or id. */
export const NAME_OR_ID: Sort[] = [
  byName,
  { ...byName, mode: 'name_descending', descending: true },
  { mode: 'id_ascending', key: (i) => i.id },
]
/** IdSortMode */
export const BY_ID: Sort[] = [{ mode: 'id_ascending', key: (i) => i.id }]
/** NameSortMode */
export const BY_NAME: Sort[] = [byName]
/** TimeAndIdSortMode (support bundles) */
const time = (i: Keyed) => `${String(i.timeCreated ?? i.time_created)}|${i.id}`
export const BY_TIME: Sort[] = [
  { mode: 'ascending', key: time },
  { mode: 'descending', key: time, descending: true },
]

export function limitOf(request: Request): number {
  const raw = queryParam(request, 'limit')
  // a positive integer, by the contract; the console always sends one, the default is its own
  return raw === undefined ? PAGE_SIZE : Math.min(Number(raw), 10_000)
}

/** A cursor from `page_token`, or undefined on the first page; 400 when it is not ours. */
export function tokenOf<T extends object>(
  request: Request,
  valid: (t: T) => boolean,
): T | undefined {
  const raw = queryParam(request, 'page_token')
  if (raw === undefined) return undefined
  try {
    const token = JSON.parse(atob(raw)) as T
    if (valid(token)) return token
  } catch {
    // not a token of ours: the error below
  }
  throw invalidQuery('page_token: invalid page token')
}
export const encodeToken = (token: object) => btoa(JSON.stringify(token))

/**
 * A page of a time grid (the metrics lists): the points from `from` to `to`, both included,
 * `step` apart (negative: back in time), at most `limit` of them, each written by `item`; when
 * more follow, next_page is the token `next(the last point served)`.
 */
export function gridPage<T>(
  [from, to, step]: [number, number, number],
  limit: number,
  item: (t: number) => T,
  next: (after: number) => object,
) {
  const inGrid = (t: number) => (step > 0 ? t <= to : t >= to)
  const points: number[] = []
  for (let t = from; inGrid(t) && points.length < limit; t += step) points.push(t)
  const last = points.at(-1)
  const more = last !== undefined && inGrid(last + step)
  return { items: points.map(item), next_page: more ? encodeToken(next(last)) : null }
}

/** One page of `items` in the requested sort (`sort_by`, one of `sorts`; the first by default). */
export function paginate<T extends object>(items: Items<T>, request: Request, sorts = NAME_OR_ID) {
  const limit = limitOf(request)
  const token = tokenOf<{ sort: string; after: string }>(
    request,
    (t) => typeof t.after === 'string' && sorts.some((s) => s.mode === t.sort),
  )
  const requested = queryParam(request, 'sort_by')
  // a page token carries the sort of the scan it continues, as on the real API
  const sort = sorts.find((s) => s.mode === (token?.sort ?? requested)) ?? sorts[0]!
  // eslint-disable-next-line no-restricted-syntax -- a list's items are models or records by type; every sort key reads only the fields it names
  const key = (item: T) => sort.key(item as unknown as Keyed)
  const order = (a: string, b: string) => (sort.descending ? -1 : 1) * (a < b ? -1 : a > b ? 1 : 0)
  const sorted = [...arrayOf(items)].sort((a, b) => order(key(a), key(b)))
  const rest = token ? sorted.filter((i) => order(key(i), token.after) > 0) : sorted
  const page = rest.slice(0, limit)
  const last = page[page.length - 1]
  const next_page =
    rest.length > limit && last ? encodeToken({ sort: sort.mode, after: key(last) }) : null
  return { items: page, next_page }
}

const wire = (item: object) =>
  'modelName' in item && 'attrs' in item ? toWire(item as Parameters<typeof toWire>[0]) : item

/** A page of models (or already-wire objects), as the API sends it. */
export function list<T extends object>(
  items: Items<T>,
  request: Request,
  sorts = NAME_OR_ID,
  view: (item: T) => object = wire,
) {
  const page = paginate(items, request, sorts)
  return { items: page.items.map(view), next_page: page.next_page }
}
