import type { NetworkInterface } from '~/api/generated/types'
import type { MockContext } from '../../context'
import { newId, seedId } from '../../util/ids'
import type { M } from '../models'
import type { Wire } from '../models/attrs'

// A probe is made with its network interface (the probe factory), as an instance with its own.

/** The probe's interface: the n-th address of the probe subnet, a MAC in the Oxide range. */
export function probeInterface(
  ctx: MockContext,
  probe: M<'probe'>,
  n: number,
): Wire<NetworkInterface> {
  const host = n + 5 // .0–.4 of the subnet are reserved, as in a VPC subnet
  const hex = (b: number) => b.toString(16).padStart(2, '0')
  return {
    id: ctx.seeding ? seedId(0xf10b, n) : newId(),
    name: `${probe.name}-nic`.slice(0, 63),
    kind: { type: 'probe', id: probe.id },
    mac: `a8:40:25:ff:${hex((host >> 8) & 0xff)}:${hex(host & 0xff)}`,
    primary: true,
    slot: 0,
    ip_config: {
      type: 'v4',
      value: {
        ip: `172.30.${(host >> 8) & 0x3}.${host & 0xff}`,
        subnet: '172.30.0.0/22',
        transit_ips: [],
      },
    },
    vni: 1,
  }
}
