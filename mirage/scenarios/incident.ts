import { seedAt, type MockContext, stamped } from '../context'
import { GiB } from '../factories/define'
import { seedFleetUse } from '../fleet/seed'
import { provisionedIn } from '../fleet/silos'
import { seedBase } from './base'

// Something is wrong, and every warning and error the console can show is a few clicks away:
// failed instances (one due for auto-restart, one in its cooldown, one with auto-restart off),
// one repairing, faulted disks and a faulted snapshot, a disk under maintenance, the rack's
// expunged and drained sleds, a failed support bundle, prairie at its quota (any new instance or
// disk is refused) and its default IP pool without a free address (so is any new floating IP).

export function incident(ctx: MockContext): void {
  // four IPv4 addresses, all given out below
  const silo = seedBase(ctx, [['198.51.100.20', '198.51.100.23']])
  const stamp = stamped(seedAt(24 * 30))
  const project = ctx.create('project', {
    silo,
    name: 'checkout',
    description: 'Web shop checkout, paging since 03:12',
    ...stamp,
  })
  // tokens, a probe (one of the four addresses) and bundles, one of them failed
  seedFleetUse(ctx, ctx.schema.findBy('user', { username: 'ada' })!, project)
  const vm = (name: string, description: string, ...traits: string[]) =>
    ctx.create('instance', ...traits, 'withBootDisk', 'withNic', {
      project,
      name,
      description,
      ncpus: 4,
      memory: 16 * GiB,
      ...stamp,
    })
  vm('checkout-web-1', 'Crashed; due for an automatic restart', 'failed', 'withEphemeralIp')
  vm(
    'checkout-web-2',
    'Crashed again an hour after its last restart',
    'failedInCooldown',
    'withEphemeralIp',
  )
  vm('checkout-worker', 'Crashed; automatic restart is off', 'failed', 'autoRestartDisabled')
  vm('checkout-db', 'Its data disk faulted', 'repairing')
  vm('checkout-cache', 'Still serving', 'running')
  ctx.create('floatingIp', {
    project,
    name: 'checkout-public',
    description: 'The shop’s public address',
    ...stamp,
  })
  const disk = (name: string, description: string, state: string) =>
    ctx.create('disk', state, { project, name, description, size: 100 * GiB, ...stamp })
  const data = disk('checkout-db-data', 'Lost its backing storage', 'faulted')
  disk('checkout-logs', 'Lost its backing storage', 'faulted')
  disk('checkout-archive', 'Under maintenance by the operator', 'maintenance')
  ctx.create('snapshot', 'faulted', {
    project,
    disk: data,
    name: 'db-data-before-incident',
    description: 'Storage failed while snapshotting',
    ...stamp,
  })
  // at quota: exactly what its projects hold now
  ctx.schema.find('siloQuotaSet', silo.id)!.update(provisionedIn(ctx, silo.id))
}
