import { nowOf, type MockContext, stamped } from '../../context'
import type { M } from '../models'
import { factory } from './define'

// The rack's hardware: sleds come with the ten U.2 data disks and two M.2 boot disks their sled
// agent reports (trait `expunged`: taken out of service for good, disks and all;
// `nonProvisionable`: drained of new work); the records of the rack's networking and updates are
// stamped with their time.

/** A gimlet's board (the compute sled). */
export const GIMLET = { part: '913-0000019', revision: 6 }

/** Hex digits from a number, deterministic, for disk serials. */
const hex = (n: number, width: number) =>
  ((n * 2654435761) >>> 0).toString(16).toUpperCase().padStart(8, '0').slice(0, width)

/** The sled's disks, numbered after every disk the rack has so far (serials stay distinct). */
function addDisks(ctx: MockContext, sled: M<'sled'>) {
  const first = ctx.schema.all('physicalDisk').length + 1
  const gone = sled.policy.kind === 'expunged'
  for (let slot = 0; slot < 12; slot++) {
    const m2 = slot >= 10
    ctx.create('physicalDisk', {
      sled,
      formFactor: m2 ? 'm2' : 'u2',
      vendor: m2 ? '1344' : '1b96',
      model: m2 ? 'MTFDKBA480TFR-1BC1ZABYY' : 'WUS5EA138ESP7E3',
      serial: m2 ? `2247${hex(first + slot, 8)}` : `A0${hex(first + slot, 6)}`,
      policy: gone ? { kind: 'expunged' } : { kind: 'in_service' },
      state: gone ? 'decommissioned' : 'active',
      timeCreated: sled.timeCreated,
      timeModified: sled.timeModified,
    })
  }
}

export function systemFactories(ctx: MockContext) {
  const now = () => nowOf(ctx)
  return {
    rack: factory('rack')(stamped(now)),
    sled: factory('sled')(
      {
        baseboard: (n) => ({ ...GIMLET, serial: `BRM4222${String(n).padStart(4, '0')}` }),
        cubby: (n) => n + 14,
        policy: { kind: 'in_service', provision_policy: 'provisionable' },
        state: 'active',
        // 64 cores / 128 threads and 1 TiB, less what the host OS holds back
        usableHardwareThreads: 128,
        usablePhysicalRam: 1_086_626_725_888,
        ...stamped(now),
        afterCreate: (sled) => {
          // the API's slot is where the sled was last seen: its cubby
          sled.update({ slot: sled.cubby })
          addDisks(ctx, sled)
        },
      },
      {
        expunged: { policy: { kind: 'expunged' }, state: 'decommissioned' },
        nonProvisionable: { policy: { kind: 'in_service', provision_policy: 'non_provisionable' } },
      },
    ),
    switch: factory('switch')(stamped(now)),
    addressLot: factory('addressLot')(stamped(now)),
    bgpAnnounceSet: factory('bgpAnnounceSet')(stamped(now)),
    bgpConfig: factory('bgpConfig')({ maxPaths: 1, ...stamped(now) }),
    updateTrustRoot: factory('updateTrustRoot')({ timeCreated: now }),
    allowList: factory('allowList')({
      id: 'singleton',
      allowedIps: { allow: 'any' },
      inboundIcmp: true,
      ...stamped(now),
    }),
    targetRelease: factory('targetRelease')({ id: 'singleton', timeRequested: now }),
  }
}
