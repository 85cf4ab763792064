import { stamped, seedAt, type MockContext } from '../../context'
import { GiB } from '../../orm/factories/define'
import type { M } from '../../orm/models'
import { addBootDisk, addEphemeralIp, addNic } from '../../orm/parts/instance'
import { seedId } from '../../util/ids'
import { SEED_DISKS, SEED_IMAGES, SEED_INSTANCES, SEED_SNAPSHOTS } from './computeData'
import { seedAffinityMembers } from './networking'

// The default fleet's compute (computeData.ts) through the factories: images, then each instance
// with its boot disk, interface and addresses as instance create makes them, the other disks
// and the snapshots, then the seeded affinity groups' members.

/**
 * The fixed id of a seeded instance (e.g. for the route walk's /lookup/i/{id}).
 * @public for tests and stories, which name seeded resources by id
 */
export function instanceSeedId(name: string): string {
  const n = SEED_INSTANCES.findIndex(([, n]) => n === name)
  if (n < 0) throw new Error(`[mock] no seeded instance ${name}`)
  return seedId(0x401, n + 1)
}

export function seedCompute(ctx: MockContext, silo: M<'silo'>): void {
  const project = (name: string) => ctx.schema.findBy('project', { name, siloId: silo.id })
  SEED_IMAGES.forEach(([name, os, version, description, sizeGiB, inProject], i) =>
    ctx.create('image', {
      name,
      description,
      os,
      version,
      project: inProject ? project(inProject) : null,
      siloId: silo.id,
      size: sizeGiB * GiB,
      digest: { type: 'sha256', value: (i + 1).toString(16).padStart(2, '0').repeat(32) },
      ...stamped(seedAt(24 * (120 - i * 7))),
    }),
  )
  // Ada created the seeded instances, with her SSH keys
  const keys = ctx.schema.where('sshKey', (k) => k.name === 'work-laptop' || k.name === 'ci-runner')
  SEED_INSTANCES.forEach(([inProject, name, state, ncpus, memoryGiB, description, x = {}], i) => {
    const n = i + 1 // instanceSeedId gives the same id by name
    const changed = seedAt(2 + (n % 11))
    const instance = ctx.create('instance', state, {
      project: project(inProject),
      name,
      description,
      ncpus,
      memory: memoryGiB * GiB,
      autoRestartPolicy: x.policy ?? null,
      autoRestartCooldownExpiration: x.cooldown ?? null,
      timeLastAutoRestarted:
        x.lastAutoRestartHoursAgo === undefined ? null : seedAt(x.lastAutoRestartHoursAgo),
      sshKeyIds: keys.models.map((k) => k.id),
      timeCreated: seedAt(24 * 60 - n * 5),
      timeModified: changed,
      timeRunStateUpdated: changed,
    })
    addBootDisk(ctx, instance, x.image)
    addNic(ctx, instance, x.dualStack)
    if (x.ephemeralIp) addEphemeralIp(ctx, instance)
    // a dual-stack instance reached from outside by both versions
    const v6Pool = x.dualStack && ctx.schema.findBy('ipPool', { name: 'default-v6' })
    if (v6Pool && x.ephemeralIp) addEphemeralIp(ctx, instance, v6Pool.id)
    if (x.floatingIp) {
      const free = instance
        .project!.floatingIps.models.filter((f) => !f.instanceId)
        .sort((a, b) => (a.name < b.name ? -1 : 1))[0]
      free?.update({ instanceId: instance.id })
    }
  })
  SEED_DISKS.forEach(([inProject, name, state, sizeGiB, description, attachedTo], i) => {
    const p = project(inProject)!
    const instance = attachedTo
      ? ctx.schema.findBy('instance', { projectId: p.id, name: attachedTo })
      : null
    const onInstance = instance && ['attached', 'attaching', 'detaching'].includes(state)
    ctx.create('disk', {
      project: p,
      name,
      description,
      size: sizeGiB * GiB,
      state: onInstance ? state : state === 'attached' ? 'detached' : state,
      instanceId: onInstance ? instance.id : null,
      writtenBytes: state === 'importing_from_bulk_writes' ? 3 * 1024 * 1024 : 0,
      timeCreated: seedAt(24 * 30 - i * 6),
      timeModified: seedAt(24 * 2 - i),
    })
  })
  SEED_SNAPSHOTS.forEach(([inProject, name, diskName, state, description], i) => {
    const p = project(inProject)!
    const disk = ctx.schema.findBy('disk', { projectId: p.id, name: diskName })!
    ctx.create('snapshot', {
      project: p,
      disk,
      name,
      description,
      state,
      ...stamped(seedAt(24 * 10 - i * 12)),
    })
  })
  seedAffinityMembers(ctx)
}
