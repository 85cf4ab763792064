import type { Request } from 'miragejs'
import type { SetTargetReleaseParams, TufRepoDescription } from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { BY_ID, byId, list } from '../api/lists'
import { schemaErrors } from '../api/contract'
import type { MockContext } from '../context'
import type { Attrs } from '../models/attrs'
import { toWire } from '../serializer'
import { invalidBody, invalidRequest, MockHttpError, notFoundAs } from '../util/errors'
import { hash32 } from './timeseries/signal'

// System software updates: the trust store of TUF root roles, uploaded release repositories and
// the release the rack should move to. The mock cannot open a repository archive, so the system
// version comes from the file name ('oxide-16.0.0.zip') and the hashes from the uploaded bytes.

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
const digest = (text: string) =>
  Array.from({ length: 8 }, (_, round) =>
    hash32(text, (0x811c9dc5 ^ (round * 0x9e3779b1)) >>> 0)
      .toString(16)
      .padStart(8, '0'),
  ).join('')

function compareVersions(a: string, b: string): number {
  const parts = (v: string) => {
    const [core = '', pre = ''] = v.split('+')[0]?.split(/-(.*)/s) ?? []
    return { nums: core.split('.').map(Number), pre }
  }
  const [x, y] = [parts(a), parts(b)]
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
export function describeRepo(fileName: string, version: string, bytes: string, time: string) {
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
    timeUploaded: time,
  } satisfies Attrs<TufRepoDescription> & { id: string; timeUploaded: string }
}

/** The request body as text, whatever the browser handed over (string, bytes or a Blob). */
function bodyText(request: Request): string {
  const body: unknown = request.requestBody
  if (typeof body === 'string') return body
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body))
    return new TextDecoder('latin1').decode(body)
  if (typeof Blob !== 'undefined' && body instanceof Blob) return `blob:${body.size}:${body.type}`
  return ''
}

const noRepo = (version: string) => notFoundAs(`tuf-repo with system version "${version}"`)

export function updateRoutes(api: MockApi, ctx: MockContext) {
  const root = (c: Call) =>
    byId(ctx, 'updateTrustRoot', c.params.trust_root_id ?? '', 'updates-trust-root')
  // no release chosen yet: requested, as it were, when the rack was set up
  const rack = () => ctx.schema.first('rack')
  const target = () =>
    ctx.schema.find('targetRelease', 'singleton') ??
    ctx.create('targetRelease', rack() ? { timeRequested: rack()!.timeCreated } : {})

  api.on('systemUpdateTrustRootList', (c) =>
    list(ctx.schema.all('updateTrustRoot'), c.request, BY_ID),
  )
  // The body is the TUF root role itself (the contract gives it no shape): check it is one.
  api.on('systemUpdateTrustRootCreate', (c) => {
    const role = c.json<{ signed?: { _type?: unknown }; signatures?: unknown }>()
    if (typeof role.signed !== 'object' || role.signed === null)
      throw invalidBody('missing field `signed`')
    if (role.signed._type !== 'root') throw invalidBody('signed._type: expected "root"')
    if (!Array.isArray(role.signatures)) throw invalidBody('missing field `signatures`')
    return ctx.create('updateTrustRoot', { rootRole: role })
  })
  api.on('systemUpdateTrustRootView', (c) => root(c))
  api.on('systemUpdateTrustRootDelete', (c) => root(c).destroy())

  api.on('systemUpdatePutRepository', (c) => {
    const fileName = c.query('file_name')!
    const bytes = bodyText(c.request)
    const reject = (why: string) => invalidRequest(`invalid TUF repository: ${why}`)
    if (!bytes) throw reject('the upload is empty')
    const version = /(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+?)?)(?:\.zip)?$/.exec(fileName)?.[1]
    // a system version as the contract's pattern has it
    if (!version || schemaErrors({ system_version: version }, 'SetTargetReleaseParams').length)
      throw reject(`no system version in file name "${fileName}"`)
    if (!ctx.schema.all('updateTrustRoot').length) {
      throw reject('no trusted root roles: add one to the updates trust store first')
    }
    const repo = describeRepo(fileName, version, bytes, new Date().toISOString())
    const existing = ctx.schema.find('tufRepo', version)
    if (existing && existing.repo.hash !== repo.repo.hash) {
      throw new MockHttpError(
        409,
        'Conflict',
        `a different repository for system version ${version} was already uploaded`,
      )
    }
    if (existing) return { recorded: toWire(existing), status: 'already_exists' }
    return { recorded: toWire(ctx.create('tufRepo', repo)), status: 'inserted' }
  })
  api.on('systemUpdateGetRepository', (c) => {
    const version = c.params.system_version ?? ''
    const repo = ctx.schema.find('tufRepo', version)
    if (!repo) throw noRepo(version)
    return { description: toWire(repo) }
  })

  api.on('targetReleaseView', () => target())
  api.on('targetReleaseUpdate', (c) => {
    const version = c.json<SetTargetReleaseParams>().system_version
    if (!ctx.schema.find('tufRepo', version)) throw noRepo(version)
    const current = target()
    const source = current.releaseSource
    if (source.type === 'system_version' && compareVersions(version, source.version) < 0) {
      throw invalidRequest(
        `Requested target release (${version}) must not be older than current target release (${source.version})`,
      )
    }
    current.update({
      generation: current.generation + 1,
      releaseSource: { type: 'system_version', version },
      timeRequested: new Date().toISOString(),
    })
    return current
  })
}
