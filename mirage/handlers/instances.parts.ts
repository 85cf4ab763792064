import type { DiskPath, EphemeralIpCreate } from '~/api/generated/types'
import { MAX_DISKS_PER_INSTANCE } from '~/util/limits'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { allocateBySelector, wireSelector } from '../orm/allocate'
import { byNameOrId } from '../orm/lookups'
import type { M } from '../orm/models'
import { toWire } from '../orm/serializer'
import { bootLog } from '../sim/serialConsole'
import { beginDisk, requireDisk, requireInstance } from '../sim/settle'
import { invalidRequest } from '../util/errors'

// An instance's disks (attach: attaching → attached; detach: detaching → detached, each checked
// against both machines), external addresses (its ephemeral IP and the floating IPs pointing at
// it; at most one ephemeral of each IP version), the SSH keys it was made with, and its serial console's buffer
// over plain HTTP (the websocket is sim/serialConsole.ts).

export const tooManyDisks = () =>
  invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to an instance`)

/** An ephemeral address as the API lists it (ExternalIp's ephemeral variant). */
const ephemeralIp = (e: M<'externalIp'>) => ({
  kind: 'ephemeral',
  ip: e.ip,
  ip_pool_id: e.ipPoolId,
})

/** The IP version of an address: an instance has at most one ephemeral IP of each. */
export const versionOf = (ip: string) => (ip.includes(':') ? 'v6' : 'v4')
const VERSION_NAME = { v4: 'IPv4', v6: 'IPv6' } as const

const offsetParam = (c: Call, name: string) => {
  const raw = c.query(name)
  return raw === undefined ? undefined : Number(raw)
}

export function instancePartRoutes(api: MockApi, ctx: MockContext): void {
  const instance = (c: Call) => selectParam(ctx, c, 'instance', 'instance')
  /** The disk of a DiskPath body, by name in the instance's project or by id. */
  const disk = (c: Call, i: M<'instance'>) =>
    byNameOrId(i.project!.disks, c.json<DiskPath>().disk, 'disk')

  api.on('instanceDiskList', (c) => list(instance(c).disks, c.request))
  api.on('instanceDiskAttach', (c) => {
    const i = instance(c)
    const d = disk(c, i)
    requireInstance(i, 'attachDisk')
    requireDisk(d, 'attach')
    if (i.disks.length >= MAX_DISKS_PER_INSTANCE) throw tooManyDisks()
    return beginDisk(d, 'attaching', i.id)
  })
  api.on('instanceDiskDetach', (c) => {
    const i = instance(c)
    const d = disk(c, i)
    requireInstance(i, 'detachDisk')
    requireDisk(d, 'detach')
    if (d.instanceId !== i.id)
      throw invalidRequest(`disk ${d.name} is not attached to instance ${i.name}`)
    if (i.bootDiskId === d.id) {
      throw invalidRequest(`disk ${d.name} is the boot disk of instance ${i.name}; unset it first`)
    }
    return beginDisk(d, 'detaching')
  })

  api.on('instanceExternalIpList', (c) => {
    const i = instance(c)
    const ephemeral = i.externalIps.models.map(ephemeralIp)
    const floating = i.floatingIps.models.map((f) => ({ kind: 'floating', ...toWire(f) }))
    return { items: [...ephemeral, ...floating], next_page: null }
  })
  api.on('instanceExternalSubnetList', (c) =>
    list(ctx.schema.where('externalSubnet', { instanceId: instance(c).id }), c.request),
  )
  api.on('instanceEphemeralIpAttach', (c) => {
    const i = instance(c)
    const { pool_selector } = c.json<EphemeralIpCreate>()
    const address = allocateBySelector(ctx, wireSelector(pool_selector), i.project!.siloId)
    const version = versionOf(address.ip)
    if (i.externalIps.models.some((e) => versionOf(e.ip) === version)) {
      throw invalidRequest(
        `instance ${i.name} already has an ephemeral IP of version ${VERSION_NAME[version]}`,
      )
    }
    return ephemeralIp(ctx.create('externalIp', { instanceId: i.id, ...address }))
  })
  api.on('instanceEphemeralIpDetach', (c) => {
    const i = instance(c)
    const version = c.query('ip_version')
    const ips = i.externalIps.models.filter((e) => !version || versionOf(e.ip) === version)
    if (!ips.length) {
      const of = version === 'v4' || version === 'v6' ? ` of version ${VERSION_NAME[version]}` : ''
      throw invalidRequest(`instance ${i.name} has no ephemeral IP${of}`)
    }
    if (ips.length > 1) {
      throw invalidRequest(
        `instance ${i.name} has an ephemeral IP of each version; specify ip_version`,
      )
    }
    ips[0]!.destroy()
  })

  api.on('instanceSshPublicKeyList', (c) => list(instance(c).sshKeys, c.request))

  api.on('instanceSerialConsole', (c) => {
    const i = instance(c)
    const [fromStart, mostRecent, maxBytes] = ['from_start', 'most_recent', 'max_bytes'].map((n) =>
      offsetParam(c, n),
    )
    if ((fromStart === undefined) === (mostRecent === undefined)) {
      throw invalidRequest('Exactly one of from_start or most_recent must be specified')
    }
    requireInstance(i, 'serialConsole')
    // the log is ASCII: InstanceSerialConsoleData carries it as bytes
    const bytes = Array.from(bootLog(i), (ch) => ch.charCodeAt(0) & 0xff)
    const start =
      fromStart !== undefined
        ? Math.min(fromStart, bytes.length)
        : Math.max(0, bytes.length - (mostRecent ?? 0))
    const end = maxBytes === undefined ? bytes.length : Math.min(bytes.length, start + maxBytes)
    return { data: bytes.slice(start, end), last_byte_offset: end }
  })
  // A plain GET of the websocket endpoint: the real server wants an upgrade. The mocked socket
  // (sim/serialConsole.ts) answers the upgrade in the browser.
  api.on('instanceSerialConsoleStream', (c) => {
    requireInstance(instance(c), 'serialConsole')
    throw invalidRequest('websocket upgrade expected')
  })
}
