import { strFromU8, strToU8, zipSync } from 'fflate'
import { Response, type Request } from 'miragejs'
import type { SupportBundleCreate, SupportBundleUpdate } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { BY_TIME, list } from '../api/lists'
import type { MockContext } from '../context'
import { header } from '../orm/auth'
import { byId } from '../orm/lookups'
import type { M } from '../orm/models'
import { invalidRequest, notFoundAs } from '../util/errors'

// Support bundles (/v1/system/support-bundles): diagnostics collected from the rack, with the
// operator's comment.
// A new bundle is `collecting` for a few seconds, then `active`; only an active bundle can be
// downloaded (whole, as a zip, or file by file; HEAD gives the size; `Range: bytes=a-b` a part).

const COLLECT_MS = 3000

const files = (b: M<'supportBundle'>): [string, string][] => [
  ['bundle_id.txt', `${b.id}\n`],
  ['reason_for_creation.txt', `${b.reasonForCreation}\n`],
  [
    'rack/inventory.json',
    `${JSON.stringify({ rack_id: 'de608e01-b8e4-4d93-b972-a7dbed36dd22', sleds: 8, switches: 2 }, null, 2)}\n`,
  ],
  [
    'sled-BRM42220036/dladm.txt',
    'LINK        CLASS     MTU    STATE    BRIDGE     OVER\ncxgbe0      phys      1500   up       --         --\n',
  ],
]

/** Bytes as a binary string (one char per byte), the form the mock's response bodies carry. */
const binary = (bytes: Uint8Array) => strFromU8(bytes, true)

/** The bundle's files as a zip archive (entries stored, dated 2025-05-12). */
const zipArchive = (entries: [string, string][]) =>
  binary(
    zipSync(Object.fromEntries(entries.map(([name, text]) => [name, strToU8(text)])), {
      level: 0,
      mtime: new Date(2025, 4, 12),
    }),
  )

/** The body (or the `Range` part of it) with its headers; HEAD gets the headers only. */
function content(request: Request, body: string, type: string, head: boolean): Response {
  const headers: Record<string, string> = { 'Content-Type': type, 'Accept-Ranges': 'bytes' }
  const range = header(request, 'range')
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null
  if (range && match && (match[1] || match[2])) {
    const size = body.length
    const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
    if (start >= size || start > end)
      return new Response(416, { 'Content-Range': `bytes */${size}` }, '')
    const part = body.slice(start, end + 1)
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`
    headers['Content-Length'] = String(part.length)
    return new Response(206, headers, head ? '' : part)
  }
  headers['Content-Length'] = String(body.length)
  return new Response(200, headers, head ? '' : body)
}

export function systemSupportBundlesHandlers(api: MockApi, ctx: MockContext) {
  /** A collecting bundle becomes active once its collection time is up. */
  const settle = (b: M<'supportBundle'>) => {
    if (b.state === 'collecting' && b.readyAt && Date.parse(b.readyAt) <= Date.now()) {
      b.update({ state: 'active', readyAt: null })
    }
    return b
  }
  const bundle = (c: Call) =>
    settle(byId(ctx, 'supportBundle', c.params.bundle_id ?? '', 'support-bundle'))
  const active = (c: Call) => {
    const b = bundle(c)
    if (b.state !== 'active')
      throw invalidRequest(`Cannot download bundle in non-active state (${b.state})`)
    return b
  }
  const file = (c: Call, head: boolean) => {
    // the file is one path segment, so a name with a '/' arrives percent-encoded (as the API
    // decodes it, so does the mock)
    const name = decodeURIComponent(c.params.file ?? '')
    const found = files(active(c)).find(([n]) => n === name)
    if (!found) throw notFoundAs(`file "${name}" in support bundle`)
    const type = name.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8'
    return content(c.request, binary(strToU8(found[1])), type, head)
  }
  const zip = (c: Call, head: boolean) =>
    content(c.request, zipArchive(files(active(c))), 'application/zip', head)

  api.on('supportBundleList', (c) =>
    list(ctx.schema.all('supportBundle').models.map(settle), c.request, BY_TIME),
  )
  api.on('supportBundleCreate', (c) => {
    const readyAt = new Date(Date.now() + COLLECT_MS).toISOString()
    const userComment = c.json<SupportBundleCreate>().user_comment ?? null
    return ctx.create('supportBundle', 'collecting', { readyAt, userComment })
  })
  api.on('supportBundleView', (c) => bundle(c))
  api.on('supportBundleUpdate', (c) => {
    const b = bundle(c)
    b.update({ userComment: c.json<SupportBundleUpdate>().user_comment ?? null })
    return b
  })
  api.on('supportBundleDelete', (c) => bundle(c).destroy())
  api.on('supportBundleIndex', (c) => {
    const index = files(active(c)).map(([n]) => `${n}\n`)
    return content(c.request, index.join(''), 'text/plain; charset=utf-8', false)
  })
  api.on('supportBundleDownload', (c) => zip(c, false))
  api.on('supportBundleHead', (c) => zip(c, true))
  api.on('supportBundleDownloadFile', (c) => file(c, false))
  api.on('supportBundleHeadFile', (c) => file(c, true))
}
