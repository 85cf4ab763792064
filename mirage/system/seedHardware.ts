import type { MockDb } from '../db'
import { seedId } from '../util/ids'
import { KIND, SWITCH_LOCATIONS } from './records'
import type { SledRecord } from './records'

// One Oxide rack as it would look a year after installation: eight compute sleds (one taken out
// of service for good, one drained of new work), two sidecar switches with 32 QSFP ports each,
// ten U.2 data disks and two M.2 boot disks per sled, two sleds still in their boxes.

const BASE = Date.UTC(2025, 4, 12, 9, 30)
export const seedTime = (daysBefore: number, minutes = 0) =>
  new Date(BASE - daysBefore * 86_400_000 + minutes * 60_000).toISOString()

export const RACK_ID = seedId(KIND.rack, 1)
export const sledSeedId = (n: number) => seedId(KIND.sled, n)
const switchSeedId = (location: number) => seedId(KIND.switch, location + 1)
/** Port `qsfp<port>` of switch `location` (0 or 1). */
export const switchPortSeedId = (location: number, port: number) =>
  seedId(KIND.switchPort, location * 32 + port + 1)

/** A gimlet: 64 cores / 128 threads and 1 TiB, less what the host OS holds back. */
const SLED_THREADS = 128
const SLED_RAM = 1_086_626_725_888

type SledSeed = {
  serial: string
  cubby: number
  policy: SledRecord['policy']
  state: SledRecord['state']
}

const SLEDS: SledSeed[] = [
  { serial: 'BRM42220004', cubby: 14, policy: inService('provisionable'), state: 'active' },
  { serial: 'BRM42220007', cubby: 15, policy: inService('provisionable'), state: 'active' },
  { serial: 'BRM42220012', cubby: 16, policy: inService('provisionable'), state: 'active' },
  { serial: 'BRM42220016', cubby: 17, policy: inService('provisionable'), state: 'active' },
  { serial: 'BRM42220025', cubby: 18, policy: inService('provisionable'), state: 'active' },
  { serial: 'BRM42220031', cubby: 19, policy: inService('non_provisionable'), state: 'active' },
  { serial: 'BRM42220036', cubby: 20, policy: inService('provisionable'), state: 'active' },
  { serial: 'BRM42220009', cubby: 21, policy: { kind: 'expunged' }, state: 'decommissioned' },
]

function inService(provision_policy: 'provisionable' | 'non_provisionable'): SledRecord['policy'] {
  return { kind: 'in_service', provision_policy }
}

const GIMLET_PART = '913-0000019'
const GIMLET_REVISION = 6
const SIDECAR = { part: '913-0000006', revision: 4, serials: ['BRM44220011', 'BRM44220005'] }
const UNBOXED = [
  { serial: 'BRM42220081', cubby: 22 },
  { serial: 'BRM42220083', cubby: 23 },
]

/** Hex digits from a number, deterministic, for disk serials. */
const hex = (n: number, width: number) =>
  ((n * 2654435761) >>> 0).toString(16).toUpperCase().padStart(8, '0').slice(0, width)

/**
 * Ten U.2 data disks and two M.2 boot disks, as a sled reports them. `serialSeed` keeps the
 * serials of different sleds apart; `failedSlot` is a U.2 taken out of service.
 */
export function insertSledDisks(
  db: MockDb,
  sled: SledRecord,
  makeId: (slot: number) => string,
  serialSeed: number,
  failedSlot?: number,
) {
  const expunged = sled.policy.kind === 'expunged'
  for (let slot = 0; slot < 12; slot++) {
    const m2 = slot >= 10
    const n = serialSeed + slot
    const failed = slot === failedSlot
    const gone = expunged || failed
    db.physicalDisks.insert({
      id: makeId(slot),
      form_factor: m2 ? 'm2' : 'u2',
      vendor: m2 ? '1344' : '1b96',
      model: m2 ? 'MTFDKBA480TFR-1BC1ZABYY' : 'WUS5EA138ESP7E3',
      serial: m2 ? `2247${hex(n, 8)}` : `A0${hex(n, 6)}`,
      policy: gone ? { kind: 'expunged' } : { kind: 'in_service' },
      state: gone ? 'decommissioned' : 'active',
      sled_id: sled.id,
      time_created: sled.time_created,
      time_modified: failed ? seedTime(41) : sled.time_modified,
    })
  }
}

/** A sled as it is once added to the rack: in service, taking new work. */
export const NEW_SLED = {
  policy: { kind: 'in_service', provision_policy: 'provisionable' },
  state: 'active',
  usable_hardware_threads: SLED_THREADS,
  usable_physical_ram: SLED_RAM,
} as const

export function seedHardware(db: MockDb): void {
  db.racks.insert({ id: RACK_ID, time_created: seedTime(330), time_modified: seedTime(330) })

  SLEDS.forEach((s, i) => {
    const sled = db.sleds.insert({
      id: sledSeedId(i + 1),
      rack_id: RACK_ID,
      baseboard: { part: GIMLET_PART, revision: GIMLET_REVISION, serial: s.serial },
      policy: s.policy,
      state: s.state,
      usable_hardware_threads: SLED_THREADS,
      usable_physical_ram: SLED_RAM,
      time_created: seedTime(330, i * 7),
      time_modified: s.policy.kind === 'expunged' ? seedTime(62) : seedTime(330 - i * 11, i * 7),
      _cubby: s.cubby,
    })
    // One worn-out U.2 on the fourth sled was taken out of service.
    insertSledDisks(
      db,
      sled,
      (slot) => seedId(KIND.physicalDisk, i * 12 + slot + 1),
      i * 12 + 1,
      i === 3 ? 6 : undefined,
    )
  })

  UNBOXED.forEach(({ serial, cubby }) => {
    db.uninitializedSleds.insert({
      id: `${GIMLET_PART}:${serial}`,
      baseboard: { part: GIMLET_PART, revision: GIMLET_REVISION, serial },
      cubby,
      rack_id: RACK_ID,
    })
  })

  SWITCH_LOCATIONS.forEach((location, i) => {
    db.switches.insert({
      id: switchSeedId(i),
      rack_id: RACK_ID,
      baseboard: {
        part: SIDECAR.part,
        revision: SIDECAR.revision,
        serial: SIDECAR.serials[i] ?? '',
      },
      time_created: seedTime(330),
      time_modified: seedTime(330),
    })
    for (let port = 0; port < 32; port++) {
      db.switchPorts.insert({
        id: switchPortSeedId(i, port),
        port_name: `qsfp${port}`,
        port_settings_id: null,
        rack_id: RACK_ID,
        switch_location: location,
      })
    }
  })
}
