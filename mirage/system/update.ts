import { requireFleet } from '../auth'
import type { Request } from 'miragejs'
import type { MockContext } from '../context'
import type { MockDb } from '../db'
import { invalidBody, MockHttpError } from '../util/errors'
import { newId } from '../util/ids'
import { now } from '../util/lookup'
import { ID_SORT, paginate } from '../util/paging'
import { created, noContent, ok } from '../util/respond'
import { jsonBody } from '../util/validate'
import type { MockApi } from '../routes/define'
import { byUuidParam } from './common'
import { requiredQuery } from './parse'
import { SINGLETON_ID } from './records'
import type { TufRepoRecord } from './records'

// System software updates: the trust store of TUF root roles, uploaded release repositories and
// the release the rack should move to. The mock cannot open a repository archive, so the system
// version comes from the file name ('oxide-16.0.0.zip') and the hashes from the uploaded bytes.

const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

/** The artifacts of an Oxide release: service processor, root of trust and host images, zones. */
const ARTIFACTS: [kind: string, name: string][] = [
  ['gimlet_sp', 'gimlet-e'],
  ['gimlet_rot_bootloader', 'oxide-rot-1'],
  ['gimlet_rot', 'oxide-rot-1'],
  ['host', 'host'],
  ['trampoline', 'trampoline'],
  ['psc_sp', 'psc-c'],
  ['psc_rot', 'oxide-rot-1'],
  ['switch_sp', 'sidecar-c'],
  ['switch_rot', 'oxide-rot-1'],
  ['zone', 'nexus'],
  ['zone', 'crucible-zone'],
  ['zone', 'oximeter'],
  ['zone', 'clickhouse'],
]

/** A 32-byte hex digest of some text; not SHA-256, but stable and well spread. */
function digest(text: string): string {
  let out = ''
  for (let round = 0; round < 8; round++) {
    let h = (0x811c9dc5 ^ (round * 0x9e3779b1)) >>> 0
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
    out += h.toString(16).padStart(8, '0')
  }
  return out
}

function compareVersions(a: string, b: string): number {
  const parts = (v: string) => {
    const [core = '', pre = ''] = v.split('+')[0]?.split(/-(.*)/s) ?? []
    return { nums: core.split('.').map(Number), pre }
  }
  const x = parts(a)
  const y = parts(b)
  for (let i = 0; i < 3; i++) {
    const d = (x.nums[i] ?? 0) - (y.nums[i] ?? 0)
    if (d) return d
  }
  if (x.pre === y.pre) return 0
  if (!x.pre) return 1 // a release sorts after its pre-releases
  if (!y.pre) return -1
  return x.pre < y.pre ? -1 : 1
}

/** The repository record for an upload of `bytes` (its text) named `fileName`. */
export function describeRepo(
  fileName: string,
  version: string,
  bytes: string,
  time: string,
): TufRepoRecord {
  return {
    id: version,
    repo: {
      file_name: fileName,
      hash: digest(`${fileName}:${bytes}`),
      system_version: version,
      targets_role_version: 1,
      valid_until: new Date(Date.parse(time) + 180 * 86_400_000).toISOString(),
    },
    artifacts: ARTIFACTS.map(([kind, name], i) => ({
      id: { kind, name, version },
      hash: digest(`${version}:${kind}:${name}`),
      size: 1_048_576 * (3 + ((i * 37 + version.length * 11) % 90)),
    })),
    _time_uploaded: time,
  }
}

/** The request body as text, whatever the browser handed over (string, bytes or a Blob). */
function bodyText(request: Request): string {
  const body: unknown = request.requestBody
  if (typeof body === 'string') return body
  if (body instanceof ArrayBuffer) return new TextDecoder('latin1').decode(body)
  if (ArrayBuffer.isView(body)) return new TextDecoder('latin1').decode(body)
  if (typeof Blob !== 'undefined' && body instanceof Blob) return `blob:${body.size}:${body.type}`
  return ''
}

function targetRelease(db: MockDb) {
  return (
    db.targetRelease.find(SINGLETON_ID) ?? {
      id: SINGLETON_ID,
      generation: 1,
      release_source: { type: 'unspecified' as const },
      time_requested: db.racks.all()[0]?.time_created ?? now(),
    }
  )
}

const repoView = (r: TufRepoRecord) => ({ artifacts: r.artifacts, repo: r.repo })

export function updateRoutes(api: MockApi, ctx: MockContext) {
  const { db } = ctx

  api.get('/v1/system/update/trust-roots', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(paginate(db.updateTrustRoots.all(), request, ID_SORT))
  })

  api.post('/v1/system/update/trust-roots', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const root = jsonBody(request)
    const signed = root.signed
    if (typeof signed !== 'object' || signed === null) throw invalidBody('missing field `signed`')
    if ((signed as Record<string, unknown>)._type !== 'root') {
      throw invalidBody('signed._type: expected "root"')
    }
    if (!Array.isArray(root.signatures)) throw invalidBody('missing field `signatures`')
    return created(
      db.updateTrustRoots.insert({ id: newId(), root_role: root, time_created: now() }),
    )
  })

  api.get('/v1/system/update/trust-roots/:trust_root_id', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    return ok(byUuidParam(db.updateTrustRoots, request, 'trust_root_id', 'updates-trust-root'))
  })

  api.del('/v1/system/update/trust-roots/:trust_root_id', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const root = byUuidParam(db.updateTrustRoots, request, 'trust_root_id', 'updates-trust-root')
    db.updateTrustRoots.remove(root.id)
    return noContent()
  })

  api.put('/v1/system/update/repository', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const fileName = requiredQuery(request, 'file_name')
    const bytes = bodyText(request)
    const reject = (why: string) =>
      new MockHttpError(400, 'InvalidRequest', `invalid TUF repository: ${why}`)
    if (!bytes) throw reject('the upload is empty')
    const version = /(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+?)?)(?:\.zip)?$/.exec(fileName)?.[1]
    if (!version || !SEMVER.test(version))
      throw reject(`no system version in file name "${fileName}"`)
    if (db.updateTrustRoots.all().length === 0) {
      throw reject('no trusted root roles: add one to the updates trust store first')
    }
    const repo = describeRepo(fileName, version, bytes, now())
    const existing = db.tufRepos.find(version)
    if (existing && existing.repo.hash !== repo.repo.hash) {
      throw new MockHttpError(
        409,
        'Conflict',
        `a different repository for system version ${version} was already uploaded`,
      )
    }
    if (existing) return ok({ recorded: repoView(existing), status: 'already_exists' })
    return ok({ recorded: repoView(db.tufRepos.insert(repo)), status: 'inserted' })
  })

  api.get('/v1/system/update/repository/:system_version', (request, me) => {
    requireFleet(ctx, me, 'viewer')
    const version = request.params.system_version ?? ''
    const repo = db.tufRepos.find(version)
    if (!repo) {
      throw new MockHttpError(
        404,
        'ObjectNotFound',
        `not found: tuf-repo with system version "${version}"`,
      )
    }
    return ok({ description: repoView(repo) })
  })

  api.get('/v1/system/update/target-release', (_request, me) => {
    requireFleet(ctx, me, 'viewer')
    const { generation, release_source, time_requested } = targetRelease(db)
    return ok({ generation, release_source, time_requested })
  })

  api.put('/v1/system/update/target-release', (request, me) => {
    requireFleet(ctx, me, 'admin')
    const version = jsonBody(request).system_version
    if (version === undefined) throw invalidBody('missing field `system_version`')
    if (typeof version !== 'string' || !SEMVER.test(version)) {
      throw invalidBody('system_version: expected a semantic version')
    }
    if (!db.tufRepos.find(version)) {
      throw new MockHttpError(
        404,
        'ObjectNotFound',
        `not found: tuf-repo with system version "${version}"`,
      )
    }
    const current = targetRelease(db)
    if (
      current.release_source.type === 'system_version' &&
      compareVersions(version, current.release_source.version) < 0
    ) {
      throw new MockHttpError(
        400,
        'InvalidRequest',
        `Requested target release (${version}) must not be older than current target release (${current.release_source.version})`,
      )
    }
    const next = {
      generation: current.generation + 1,
      release_source: { type: 'system_version' as const, version },
      time_requested: now(),
    }
    if (db.targetRelease.find(SINGLETON_ID)) db.targetRelease.update(SINGLETON_ID, next)
    else db.targetRelease.insert({ id: SINGLETON_ID, ...next })
    return created(next)
  })
}
