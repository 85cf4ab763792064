import { seedAt, stamped, type MockContext } from '../../context'
import { siloSubnetPools } from '../../orm/allocateSubnet'

// External subnets of a silo's projects, carved from its default subnet pool once the subnet
// pools and the instances exist: some attached to an instance, some held free.

/** [project, name, description, instance it is attached to] */
export type ExternalSubnetSeed = [string, string, string, string | null]

export function seedExternalSubnets(
  ctx: MockContext,
  siloId: string,
  seeds: ExternalSubnetSeed[],
): void {
  // a fleet seeded without subnet pools (the empty silo) has nothing to carve from
  if (!siloSubnetPools(ctx, siloId).some((l) => l.isDefault)) return
  const stamp = stamped(seedAt(24 * 6))
  for (const [projectName, name, description, instanceName] of seeds) {
    const project = ctx.schema.findBy('project', { name: projectName, siloId })
    if (!project) continue
    const instance = instanceName
      ? ctx.schema.findBy('instance', { name: instanceName, projectId: project.id })
      : null
    ctx.create('externalSubnet', {
      project,
      name,
      description,
      instanceId: instance?.id ?? null,
      ...stamp,
    })
  }
}
