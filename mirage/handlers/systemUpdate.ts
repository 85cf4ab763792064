import type { Request } from 'miragejs'
import type { SetTargetReleaseParams } from '~/api/generated/types'
import { schemaErrors } from '../api/contract'
import type { Call, MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { byId } from '../orm/lookups'
import { describeRepo } from '../orm/parts/update'
import { toWire } from '../orm/serializer'
import { invalidBody, invalidRequest, MockHttpError, notFoundAs } from '../util/errors'

// System software updates: the trust store of TUF root roles, uploaded release repositories, the
// release the rack should move to and the update status. The mock cannot open a repository archive, so the system
// version comes from the file name ('oxide-16.0.0.zip') and the hashes from the uploaded bytes.

/** A key that sorts as the versions do: numbers padded, a release after its pre-releases. */
const versionKey = (v: string) => {
  const [core = '', pre] = v.split('+')[0]?.split(/-(.*)/s) ?? []
  const nums = core.split('.').map((n) => n.padStart(10, '0'))
  return `${nums.join('.')}${pre ? `-${pre}` : '~'}`
}
/** VersionSortMode */
const BY_VERSION = [
  { mode: 'version_ascending', key: (i: { id: string }) => versionKey(i.id) },
  { mode: 'version_descending', key: (i: { id: string }) => versionKey(i.id), descending: true },
]

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

/** The request body as text, whatever the browser handed over (string, bytes or a Blob). */
function bodyText(request: Request): string {
  const body: unknown = request.requestBody
  if (typeof body === 'string') return body
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body))
    return new TextDecoder('latin1').decode(body)
  if (typeof Blob !== 'undefined' && body instanceof Blob) return `blob:${body.size}:${body.type}`
  return ''
}

/** The service processor, root of trust and host software of a sled; a switch's own three. */
const COMPONENTS_PER_SLED = 4
const COMPONENTS_PER_SWITCH = 3

const noRepo = (version: string) => notFoundAs(`tuf-repo with system version "${version}"`)

export function systemUpdateHandlers(api: MockApi, ctx: MockContext) {
  const root = (c: Call) =>
    byId(ctx, 'updateTrustRoot', c.params.trust_root_id ?? '', 'updates-trust-root')
  // none until an operator first sets one: the rack then runs what it was installed with
  const target = () => ctx.schema.find('targetRelease', 'singleton')
  const recoveredTo = () => ctx.schema.first('rack')?.recoveredTo ?? null
  /** Back to automatic update: the control plane takes the recovered release as its goal. */
  const endRecovery = () => ctx.schema.first('rack')?.update({ recoveredTo: null })

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

  api.on('systemUpdateRepositoryList', (c) =>
    list(ctx.schema.all('tufRepo'), c.request, BY_VERSION),
  )
  api.on('systemUpdateRepositoryUpload', (c) => {
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
    if (existing && existing.hash !== repo.hash) {
      throw new MockHttpError(
        409,
        'Conflict',
        `a different repository for system version ${version} was already uploaded`,
      )
    }
    if (existing) return { repo: toWire(existing), status: 'already_exists' }
    return { repo: toWire(ctx.create('tufRepo', repo)), status: 'inserted' }
  })
  api.on('systemUpdateRepositoryView', (c) => {
    const version = c.params.system_version ?? ''
    const repo = ctx.schema.find('tufRepo', version)
    if (!repo) throw noRepo(version)
    return repo
  })

  // Every sled's and switch's software components report the release they run: the target once
  // one is set (the mock's update is instantaneous), the install dataset before.
  api.on('systemUpdateStatus', () => {
    const current = target()
    const components =
      ctx.schema.all('sled').length * COMPONENTS_PER_SLED +
      ctx.schema.all('switch').length * COMPONENTS_PER_SWITCH
    return {
      components_by_release_version: components
        ? { [current?.version ?? 'install dataset']: components }
        : {},
      contact_support: ctx.schema.first('rack')?.contactSupport === true,
      suspended: recoveredTo() !== null,
      target_release: current ? toWire(current) : null,
      time_last_step_planned:
        current?.timeRequested ?? ctx.schema.first('rack')?.timeCreated ?? new Date().toISOString(),
    }
  })
  api.on('targetReleaseUpdate', (c) => {
    const version = c.json<SetTargetReleaseParams>().system_version
    if (!ctx.schema.find('tufRepo', version)) throw noRepo(version)
    const current = target()
    if (current && compareVersions(version, current.version) < 0) {
      throw invalidRequest(
        `Requested target release (${version}) must not be older than current target release (${current.version})`,
      )
    }
    const timeRequested = new Date().toISOString()
    if (current) current.update({ version, timeRequested })
    else ctx.create('targetRelease', { version, timeRequested })
    // the recovered release set as the target resumes automatic update (UpdateStatus.suspended)
    if (version === recoveredTo()) endRecovery()
  })
  // The mock's rack always knows what every component runs, so a version other than the one the
  // recovery installed is refused, as the API does then.
  api.on('systemUpdateRecoveryFinish', (c) => {
    const version = c.json<SetTargetReleaseParams>().system_version
    const recovered = recoveredTo()
    if (recovered === null) return
    if (version !== recovered) {
      throw invalidRequest(
        `system version ${version} does not match the software the rack is running (${recovered})`,
      )
    }
    endRecovery()
  })
}
