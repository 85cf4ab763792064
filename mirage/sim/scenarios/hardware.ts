import { stamped, SEED_BASE, type MockContext } from '../../context'
import { GIMLET } from '../../orm/factories/system'
import type { M } from '../../orm/models'
import { seedId } from '../../util/ids'

// One Oxide rack as it would look a year after installation: eight compute sleds (one taken out
// of service for good, one drained of new work, one with a worn-out disk), two sidecar switches
// with 32 QSFP ports each, and two sleds still in their boxes. The worn-out disk's replacement
// is in its slot, waiting to be adopted; a spare's adoption is enabled before it is fitted.

export const seedTime = (daysBefore: number, minutes = 0) =>
  new Date(SEED_BASE - daysBefore * 86_400_000 + minutes * 60_000).toISOString()

export const RACK_ID = seedId(0x5100, 1)
export const sledSeedId = (n: number) => seedId(0x5101, n)
/**
 * The switch at `location` (0 or 1): created in that order, so numbered so.
 * @public for tests and stories, which name seeded resources by id
 */
export const switchSeedId = (location: number) => seedId(0x5103, location + 1)
/** Port `qsfp<port>` of switch `location` (0 or 1). */
export const switchPortSeedId = (location: number, port: number) =>
  seedId(0x5104, location * 32 + port + 1)

/** The two switch slots of a rack (the contract's SwitchSlot). */
export const SWITCH_LOCATIONS = ['switch0', 'switch1'] as const

const SLEDS: [serial: string, cubby: number, trait?: string][] = [
  ['BRM42220004', 14],
  ['BRM42220007', 15],
  ['BRM42220012', 16],
  ['BRM42220016', 17],
  ['BRM42220025', 18],
  ['BRM42220031', 19, 'nonProvisionable'],
  ['BRM42220036', 20],
  ['BRM42220009', 21, 'expunged'],
]
const SIDECAR = { part: '913-0000006', revision: 4 }
const SIDECAR_SERIALS = ['BRM44220011', 'BRM44220005']

/** The rack with its switches and their ports; `sleds` of the list above go in (all by default). */
export function seedRack(ctx: MockContext, sleds = SLEDS.length): M<'rack'> {
  const rack = ctx.create('rack', { timeCreated: seedTime(330), timeModified: seedTime(330) })
  SLEDS.slice(0, sleds).forEach(([serial, cubby, trait], i) => {
    const sled = ctx.create('sled', ...(trait ? [trait] : []), {
      rack,
      baseboard: { ...GIMLET, serial },
      cubby,
      timeCreated: seedTime(330, i * 7),
      timeModified: trait === 'expunged' ? seedTime(62) : seedTime(330 - i * 11, i * 7),
    })
    // one worn-out U.2 on the fourth sled was taken out of service
    if (i === 3) {
      sled.physicalDisks.models[6]?.update({
        policy: { kind: 'expunged' },
        state: 'decommissioned',
        timeModified: seedTime(41),
      })
    }
  })
  if (sleds >= 4) seedDiskAdoption(ctx)
  ;[22, 23].forEach((cubby, i) =>
    ctx.create('uninitializedSled', {
      id: `${GIMLET.part}:BRM4222008${1 + i * 2}`,
      rack,
      baseboard: { ...GIMLET, serial: `BRM4222008${1 + i * 2}` },
      cubby,
    }),
  )
  SWITCH_LOCATIONS.forEach((switchSlot, i) => {
    ctx.create('switch', {
      rack,
      baseboard: { ...SIDECAR, serial: SIDECAR_SERIALS[i] ?? '' },
      ...stamped(seedTime(330)),
    })
    for (let port = 0; port < 32; port++) {
      ctx.create('switchPort', {
        rackId: rack.id,
        portName: `qsfp${port}`,
        switchSlot,
        portSettingsId: null,
      })
    }
  })
  return rack
}

/** The U.2 drives the rack's sleds take, as their manufacturer names them. */
const U2 = { vendor: '1b96', model: 'WUS5EA138ESP7E3' }

/** A spare whose adoption an operator enabled before fitting it (no sled reports it yet). */
export const SPARE_DISK_SERIAL = 'A09B6C03'

function seedDiskAdoption(ctx: MockContext) {
  // the replacement of the worn-out disk of the fourth sled (its seventh slot)
  const sledId = sledSeedId(4)
  ctx.create('unadoptedPhysicalDisk', {
    id: `${sledId}:6`,
    sledId,
    slot: 6,
    variant: 'u2',
    diskId: { ...U2, serial: 'A07D41E2' },
  })
  ctx.create('physicalDiskAdoptionRequest', {
    diskId: { ...U2, serial: SPARE_DISK_SERIAL },
    timeCreated: seedTime(2),
    readyAt: null,
  })
}

/**
 * A membership change stuck in progress since `since` (a seed time): adding the first
 * uninitialized sled, which waits for the new sled and for `silent` (a sled whose agent does not
 * answer) to acknowledge it. Abort ends it.
 */
export function seedStuckMembership(ctx: MockContext, since: string, silent: M<'sled'>) {
  const rack = ctx.schema.find('rack', RACK_ID)!
  const memberOf = (serial: string) => ({ part_number: GIMLET.part, serial_number: serial })
  const members = rack.sleds.models.map((s) => memberOf(s.baseboard.serial))
  const joining = memberOf('BRM42220081')
  const base = { rackId: rack.id, timeAborted: null, readyAt: null }
  ctx.create('rackMembership', {
    ...base,
    id: `${rack.id}:1`,
    version: 1,
    state: 'committed',
    members,
    unacknowledgedMembers: [],
    timeCreated: rack.timeCreated,
    timeCommitted: rack.timeCreated,
  })
  ctx.create('rackMembership', {
    ...base,
    id: `${rack.id}:2`,
    version: 2,
    state: 'in_progress',
    members: [...members, joining],
    unacknowledgedMembers: [memberOf(silent.baseboard.serial), joining],
    timeCreated: since,
    timeCommitted: null,
  })
}
