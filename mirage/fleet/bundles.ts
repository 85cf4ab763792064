import { requireFleet } from '../auth'
import { Response } from 'miragejs'
import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { invalidQuery, invalidRequest, MockHttpError, notFound } from '../util/errors'
import { newId } from '../util/ids'
import { now } from '../util/lookup'
import { queryParam } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { uuidParam } from '../util/validate'
import { toWire } from '../wire'
import type { SupportBundleRecord } from './records'
import { strFromU8, strToU8, zipSync } from 'fflate'

// Support bundles (/experimental/v1/system/support-bundles): diagnostics collected from the rack.
// A new bundle is `collecting` for a few seconds, then `active`; only an active bundle can be
// downloaded (whole, as a zip, or file by file; HEAD gives the size; `Range: bytes=a-b` a part).

const COLLECT_MS = 3000

/** Text as a binary string (one char per byte), the form the mock's response bodies carry. */
const binary = (bytes: Uint8Array) => strFromU8(bytes, true)
const utf8 = (text: string) => binary(strToU8(text))

/** The bundle's files as a zip archive (entries stored, dated 2025-05-12). */
const zipArchive = (entries: [string, string][]) =>
  binary(
    zipSync(Object.fromEntries(entries.map(([name, text]) => [name, strToU8(text)])), {
      level: 0,
      mtime: new Date(2025, 4, 12),
    }),
  )

const files = (b: SupportBundleRecord): [string, string][] => [
  ['bundle_id.txt', `${b.id}\n`],
  ['reason_for_creation.txt', `${b.reason_for_creation}\n`],
  [
    'rack/inventory.json',
    `${JSON.stringify({ rack_id: 'de608e01-b8e4-4d93-b972-a7dbed36dd22', sleds: 8, switches: 2 }, null, 2)}\n`,
  ],
  [
    'sled-07/dladm.txt',
    'LINK        CLASS     MTU    STATE    BRIDGE     OVER\ncxgbe0      phys      1500   up       --         --\n',
  ],
]

/** Pages ordered by time then id (TimeAndIdSortMode), with the same opaque token as elsewhere. */
function pageByTime(all: SupportBundleRecord[], request: Request) {
  const limitRaw = queryParam(request, 'limit')
  const limit = limitRaw === undefined ? 25 : Number(limitRaw)
  if (!Number.isInteger(limit) || limit < 1)
    throw invalidQuery('limit: expected a positive integer')
  const sortRaw = queryParam(request, 'sort_by') ?? 'ascending'
  if (sortRaw !== 'ascending' && sortRaw !== 'descending') {
    throw invalidQuery(`sort_by: unknown variant "${sortRaw}"`)
  }
  let sort: string = sortRaw
  let after: string | undefined
  const token = queryParam(request, 'page_token')
  if (token !== undefined) {
    try {
      const parsed = JSON.parse(atob(token)) as { sort?: unknown; after?: unknown }
      if (
        typeof parsed.after !== 'string' ||
        (parsed.sort !== 'ascending' && parsed.sort !== 'descending')
      ) {
        throw new Error('bad token')
      }
      sort = parsed.sort
      after = parsed.after
    } catch {
      throw invalidQuery('page_token: invalid page token')
    }
  }
  const key = (b: SupportBundleRecord) => `${b.time_created}|${b.id}`
  const sign = sort === 'descending' ? -1 : 1
  const sorted = [...all].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0))
  const rest =
    after === undefined
      ? sorted
      : sorted.filter((b) => (sign > 0 ? key(b) > after : key(b) < after))
  const items = rest.slice(0, limit)
  const last = items[items.length - 1]
  const next_page =
    rest.length > limit && last ? btoa(JSON.stringify({ sort, after: key(last) })) : null
  return { items: items.map(toWire), next_page }
}

/** The body (or the `Range` part of it) with its headers; HEAD gets the headers only. */
function content(request: Request, body: string, type: string, head: boolean): Response {
  const headers: Record<string, string> = { 'Content-Type': type, 'Accept-Ranges': 'bytes' }
  const range = Object.entries(request.requestHeaders ?? {}).find(
    ([h]) => h.toLowerCase() === 'range',
  )?.[1]
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null
  if (range && match && (match[1] || match[2])) {
    const size = body.length
    const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
    if (start >= size || start > end) {
      return new Response(416, { 'Content-Range': `bytes */${size}` }, '')
    }
    const part = body.slice(start, end + 1)
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`
    headers['Content-Length'] = String(part.length)
    return new Response(206, headers, head ? '' : part)
  }
  headers['Content-Length'] = String(body.length)
  return new Response(200, headers, head ? '' : body)
}

export function bundleRoutes(api: MockApi, ctx: MockContext) {
  const BASE = '/experimental/v1/system/support-bundles'

  /** The bundle, moved on to active when its collection time is up. */
  const bundle = (request: Request): SupportBundleRecord => {
    const id = uuidParam(request.params.bundle_id, 'bundle_id')
    const found = ctx.db.supportBundles.find(id)
    if (!found) throw notFound('support-bundle', id)
    return settle(found)
  }
  const settle = (b: SupportBundleRecord): SupportBundleRecord =>
    b.state === 'collecting' && b._ready_at && Date.parse(b._ready_at) <= Date.now()
      ? ctx.db.supportBundles.update(b.id, { state: 'active', _ready_at: undefined })
      : b
  const active = (request: Request) => {
    const b = bundle(request)
    if (b.state !== 'active') {
      throw invalidRequest(`Cannot download bundle in non-active state (${b.state})`)
    }
    return b
  }
  const file = (request: Request) => {
    const b = active(request)
    const name = request.params.file ?? ''
    const found = files(b).find(([n]) => n === name)
    if (!found)
      throw new MockHttpError(404, 'ObjectNotFound', `not found: file "${name}" in support bundle`)
    return found[1]
  }
  const typeOf = (name: string) =>
    name.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8'

  api.get(BASE, (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(pageByTime(ctx.db.supportBundles.all().map(settle), request))
  })

  api.post(BASE, (_request, me) => {
    requireFleet(ctx, me, 'admin')
    const record = ctx.db.supportBundles.insert({
      id: newId(),
      reason_for_creation: 'Created by external API',
      reason_for_failure: null,
      state: 'collecting',
      time_created: now(),
      _ready_at: new Date(Date.now() + COLLECT_MS).toISOString(),
    })
    return created(toWire(record))
  })

  api.get(`${BASE}/:bundle_id`, (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(toWire(bundle(request)))
  })

  api.del(`${BASE}/:bundle_id`, (request, me) => {
    requireFleet(ctx, me, 'admin')
    ctx.db.supportBundles.remove(bundle(request).id)
    return noContent()
  })

  api.get(`${BASE}/:bundle_id/index`, (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const index = files(active(request))
      .map(([n]) => `${n}\n`)
      .join('')
    return content(request, index, 'text/plain; charset=utf-8', false)
  })

  for (const head of [false, true]) {
    const register = head ? api.head : api.get
    register(`${BASE}/:bundle_id/download`, (request, me) => {
      requireFleet(ctx, me, 'viewer')
      return content(request, zipArchive(files(active(request))), 'application/zip', head)
    })
    register(`${BASE}/:bundle_id/download/*file`, (request, me) => {
      requireFleet(ctx, me, 'viewer')
      const name = request.params.file ?? ''
      return content(request, utf8(file(request)), typeOf(name), head)
    })
  }
}
