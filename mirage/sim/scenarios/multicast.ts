import { seedAt, stamped, type MockContext } from '../../context'
import type { M } from '../../orm/models'

// A multicast pool linked to the silo as its default, and groups with members: instances of one
// project or several, running (joined) and stopped or failed (left), one member filtering sources.

/** group name, description, address, members: [project, instance, source IPs] */
export type MulticastSeed = [string, string, string, [string, string, string[]][]]

export function seedMulticast(ctx: MockContext, silo: M<'silo'>, groups: MulticastSeed[]): void {
  const time = seedAt(24 * 40)
  const pool = ctx.create('ipPool', 'multicast', {
    name: 'multicast-v4',
    description: 'Any-source multicast group addresses',
    ...stamped(time),
  })
  ctx.create('ipPoolRange', {
    ipPool: pool,
    range: { first: '224.10.0.1', last: '224.10.0.254' },
    timeCreated: time,
  })
  ctx.create('ipPoolSiloLink', { ipPool: pool, siloId: silo.id, isDefault: true })
  groups.forEach(([name, description, multicastIp, members], i) => {
    const stamp = stamped(seedAt(24 * (20 - i * 5)))
    const group = ctx.create('multicastGroup', {
      name,
      description,
      multicastIp,
      ipPool: pool,
      ...stamp,
    })
    for (const [project, instance, sourceIps] of members) {
      const projectId = ctx.schema.findBy('project', { name: project })?.id
      const found = projectId && ctx.schema.findBy('instance', { projectId, name: instance })
      if (!found) throw new Error(`multicast seed: no instance ${project}/${instance}`)
      ctx.create('multicastGroupMember', {
        multicastGroup: group,
        instance: found,
        sourceIps,
        ...stamp,
      })
    }
  })
}
