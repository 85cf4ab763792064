import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { mapPage, toSshKey } from '../serializers'
import { invalidQuery, invalidRequest } from '../util/errors'
import { paginate, queryParam } from '../util/paging'
import { ok } from '../util/respond'
import type { InstanceRecord } from './records'
import { requireInstanceState } from './rules'
import { lookupInstanceIn } from './shared'

// The serial console over plain HTTP (its buffer), the websocket path when it is fetched without
// an upgrade, and the SSH keys an instance was created with. The websocket itself is mocked in
// serialConsole.ts.

/** What the instance printed since it booted: the same text for the same instance every time. */
export function bootLog(
  instance: Pick<InstanceRecord, 'id' | 'hostname' | 'ncpus' | 'memory'>,
): string {
  const mib = Math.round(instance.memory / 1024 ** 2)
  return [
    'Oxide bhyve virtual platform, UEFI firmware',
    'BdsDxe: loading Boot0001 "UEFI Disk" from PciRoot(0x0)/Pci(0x10,0x0)',
    `[    0.000000] Linux version 6.1.0-28-amd64 (debian-kernel@lists.debian.org)`,
    `[    0.000000] Command line: BOOT_IMAGE=/boot/vmlinuz-6.1.0-28-amd64 root=UUID=${instance.id} ro console=ttyS0`,
    `[    0.012345] Memory: ${mib}MiB available`,
    `[    0.023456] smpboot: Allowing ${instance.ncpus} CPUs, 0 hotplug CPUs`,
    '[    1.204512] virtio_net virtio1 enp0s8: renamed from eth0',
    '[  OK  ] Reached target Network is Online.',
    '[  OK  ] Started OpenBSD Secure Shell server.',
    '[  OK  ] Finished cloud-init final stage.',
    '',
    'Debian GNU/Linux 12 ttyS0',
    '',
    `${instance.hostname} login: `,
  ].join('\r\n')
}

/** The log as bytes (it is ASCII), as InstanceSerialConsoleData carries it. */
const bootBytes = (instance: InstanceRecord): number[] =>
  Array.from(bootLog(instance), (c) => c.charCodeAt(0) & 0xff)

function offsetParam(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined
  if (!/^\d+$/.test(raw)) throw invalidQuery(`${name}: invalid digit found in string`)
  return Number(raw)
}

export function consoleRoutes(api: MockApi, ctx: MockContext): void {
  const { db } = ctx

  api.get('/v1/instances/:instance/serial-console', (request, me) => {
    const { record } = lookupInstanceIn(ctx, request, me)
    const fromStart = offsetParam(queryParam(request, 'from_start'), 'from_start')
    const mostRecent = offsetParam(queryParam(request, 'most_recent'), 'most_recent')
    const maxBytes = offsetParam(queryParam(request, 'max_bytes'), 'max_bytes')
    if ((fromStart === undefined) === (mostRecent === undefined)) {
      throw invalidRequest('Exactly one of from_start or most_recent must be specified')
    }
    requireInstanceState('serialConsole', record.run_state)
    const bytes = bootBytes(record)
    const start =
      fromStart !== undefined
        ? Math.min(fromStart, bytes.length)
        : Math.max(0, bytes.length - (mostRecent ?? 0))
    const end = maxBytes === undefined ? bytes.length : Math.min(bytes.length, start + maxBytes)
    return ok({ data: bytes.slice(start, end), last_byte_offset: end })
  })

  // A plain GET of the websocket endpoint: the real server wants an upgrade. The mocked socket
  // (serialConsole.ts) answers the upgrade in the browser.
  api.get('/v1/instances/:instance/serial-console/stream', (request, me) => {
    const { record } = lookupInstanceIn(ctx, request, me)
    requireInstanceState('serialConsole', record.run_state)
    throw invalidRequest('websocket upgrade expected')
  })

  api.get('/v1/instances/:instance/ssh-public-keys', (request, me) => {
    const { record } = lookupInstanceIn(ctx, request, me)
    const keys = record._ssh_key_ids.flatMap((id) => db.sshKeys.find(id) ?? [])
    return ok(mapPage(paginate(keys, request), toSshKey))
  })
}
