import { seedAt, type MockContext, stamped } from '../../context'
import { GiB } from '../../orm/factories/define'
import { provisionedIn } from '../quota'
import { seedAlerts } from './alerts'
import { INCIDENT_AUDIT, seedAuditLog } from './auditLog'
import { seedBase } from './base'
import { seedExternalSubnets } from './externalSubnets'
import { seedFleetUse } from './fleet'
import { seedMulticast } from './multicast'
import { seedStuckMembership, sledSeedId, switchPortSeedId } from './hardware'

// Something is wrong, and every warning and error the console can show is a few clicks away.
// The story, in the seed's hours (the demo moves them to the page load: happeningNow):
// - 2 h ago a storage fault: two of checkout's disks and a snapshot taken then are faulted, the
//   database is being repaired, the web servers and the worker crashed (one due for auto-restart,
//   one crashed again after its restart and is in its cooldown, one with auto-restart off); the
//   update planner asks for Oxide support, and automatic update is suspended after a sled was
//   recovered by hand; on-call has been paged since.
// - 2 h ago too, switch1's uplink lost its link, so its BGP session (and BFD) is down.
// - 1 h ago a support bundle collected for it failed: a sled's agent did not answer.
//   A sled being added since then waits for that agent: the membership change is stuck.
// - Older and known: an expunged sled and a drained one (seedRack), a worn-out disk taken out.
// - prairie is at its quota (any new instance or disk is refused) and its default IP pool has
//   no free address (so is any new floating IP).

/** When the storage faulted, in hours before the seed's now. */
const FAULT = 2

export function incident(ctx: MockContext): void {
  // four IPv4 addresses, all given out below
  const silo = seedBase(ctx, [['198.51.100.20', '198.51.100.23']])
  const stamp = stamped(seedAt(24 * 30))
  const project = ctx.create('project', {
    silo,
    name: 'checkout',
    description: 'Web shop checkout; on-call paged since its storage faulted',
    ...stamp,
  })
  // tokens, a probe (one of the four addresses) and bundles, one of them failed
  seedFleetUse(ctx, ctx.schema.findBy('user', { username: 'ada' })!, project)
  const vm = (name: string, description: string, since: number, ...traits: string[]) =>
    ctx.create('instance', ...traits, 'withBootDisk', 'withNic', {
      project,
      name,
      description,
      ncpus: 4,
      memory: 16 * GiB,
      ...stamp,
      timeRunStateUpdated: seedAt(since),
    })
  vm('checkout-web-1', 'Crashed; due for an automatic restart', FAULT, 'failed', 'withEphemeralIp')
  // its trait restarted it an hour ago
  vm(
    'checkout-web-2',
    'Crashed again after its automatic restart',
    0.5,
    'failedInCooldown',
    'withEphemeralIp',
  )
  vm('checkout-worker', 'Crashed; automatic restart is off', FAULT, 'failed', 'autoRestartDisabled')
  // its serial console: I/O errors on the data disk, a panic, a reboot, over and over
  vm('checkout-db', 'Its data disk faulted', FAULT, 'repairing').update({ serialBootLoop: true })
  vm('checkout-cache', 'Still serving', 24 * 30, 'running')
  ctx.create('floatingIp', {
    project,
    name: 'checkout-public',
    description: 'The shop’s public address',
    ...stamp,
  })
  const disk = (name: string, description: string, state: string, modified: number) =>
    ctx.create('disk', state, {
      project,
      name,
      description,
      size: 100 * GiB,
      ...stamp,
      timeModified: seedAt(modified),
    })
  const data = disk('checkout-db-data', 'Lost its backing storage', 'faulted', FAULT)
  disk('checkout-logs', 'Lost its backing storage', 'faulted', FAULT)
  disk('checkout-archive', 'Under maintenance by the operator', 'maintenance', 24 * 3)
  ctx.create('snapshot', 'faulted', {
    project,
    disk: data,
    name: 'db-data-before-incident',
    description: 'Storage failed while snapshotting',
    ...stamped(seedAt(FAULT + 0.1)),
  })
  // the shop's partner links arrive on a subnet routed to the cache
  seedExternalSubnets(ctx, silo.id, [
    ['checkout', 'checkout-partners', 'Payment partner callbacks', 'checkout-cache'],
  ])
  // the cache's invalidations reach the web server that crashed no more: its member has left
  seedMulticast(ctx, silo, [
    [
      'cache-invalidation',
      'Cache invalidations for the checkout tier',
      '224.10.0.1',
      [
        ['checkout', 'checkout-cache', []],
        ['checkout', 'checkout-web-1', []],
      ],
    ],
  ])
  // at quota: exactly what its projects hold now
  ctx.schema.find('siloQuotaSet', silo.id)!.update(provisionedIn(ctx, silo.id))

  // the rack's side of it
  // a sled's software was recovered by hand (mupdate) to the rack's release: automatic update
  // waits until the recovery is finished
  ctx.schema.first('rack')!.update({ contactSupport: true, recoveredTo: '15.0.0' })
  const uplink = ctx.schema.find('switchPort', switchPortSeedId(1, 0))!
  uplink.update({ linkDownSince: seedAt(FAULT) })
  // its neighbour was last heard from as the link went
  uplink.lldpNeighbors.models.forEach((n) => n.update({ lastSeen: seedAt(FAULT) }))
  const bfd = ctx.schema.all('bfdSession').models.find((s) => s.switchSlot === 'switch1')
  bfd?.update({ state: 'down' })
  const silent = ctx.schema.find('sled', sledSeedId(3))!
  const serial = silent.baseboard.serial
  ctx.schema.where('supportBundle', { state: 'failed' }).models.forEach((bundle) =>
    bundle.update({
      reasonForCreation: 'Storage fault on checkout',
      reasonForFailure: `sled agent on ${serial} did not respond`,
      timeCreated: seedAt(1),
    }),
  )
  // the sled being added since then waits for that sled's agent too: the change can only be aborted
  seedStuckMembership(ctx, seedAt(1), silent)
  // every alert of it, and the on-call webhook refusing each (503)
  seedAlerts(ctx, 'incident')
  // the failed requests around the fault, in the audit log
  seedAuditLog(ctx, silo, INCIDENT_AUDIT)
}
