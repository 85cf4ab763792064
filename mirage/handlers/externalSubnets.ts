import type {
  ExternalSubnetAttach,
  ExternalSubnetCreate,
  ExternalSubnetUpdate,
} from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { projectFromQuery, select, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { allocateSubnet } from '../orm/allocateSubnet'
import { assertNameFree, updateIdentity } from '../orm/lookups'
import { invalidRequest } from '../util/errors'
import { isUuid } from '../util/ids'

// /v1/external-subnets: subnets carved from the silo's subnet pools (the next free block of a
// width, or a requested one), attached to at most one instance of the same project at a time, as
// floating IPs are. One cannot be deleted while attached.

/** Instance states an attach accepts, as for floating IPs; others are mid-transition or gone. */
const ATTACHABLE = ['creating', 'running', 'stopped']

export function externalSubnetsHandlers(api: MockApi, ctx: MockContext): void {
  const subnetOf = (c: Call) => selectParam(ctx, c, 'externalSubnet', 'external_subnet')

  api.on('externalSubnetList', (c) =>
    list(ctx.schema.where('externalSubnet', { projectId: projectFromQuery(ctx, c).id }), c.request),
  )
  api.on('externalSubnetCreate', (c) => {
    const project = projectFromQuery(ctx, c)
    const { allocator, ...body } = c.json<ExternalSubnetCreate>()
    assertNameFree(
      ctx.schema.where('externalSubnet', { projectId: project.id }),
      body.name,
      'external-subnet',
    )
    const subnet = allocateSubnet(ctx, allocator, project.siloId)
    return ctx.create('externalSubnet', { ...body, project, ...subnet })
  })
  api.on('externalSubnetView', (c) => subnetOf(c))
  api.on('externalSubnetUpdate', (c) => {
    const es = subnetOf(c)
    return updateIdentity(
      es,
      c.json<ExternalSubnetUpdate>(),
      ctx.schema.where('externalSubnet', { projectId: es.projectId }),
      'external-subnet',
    )
  })
  api.on('externalSubnetDelete', (c) => {
    const es = subnetOf(c)
    if (es.instanceId)
      throw invalidRequest('External subnet cannot be deleted while attached to an instance')
    es.destroy()
  })
  api.on('externalSubnetAttach', (c) => {
    const es = subnetOf(c)
    const { instance: key } = c.json<ExternalSubnetAttach>()
    // an instance given by name is looked up in the subnet's project, as for floating IPs
    const query = (k: string) => (k === 'project' && !isUuid(key) ? es.projectId : undefined)
    const instance = select(ctx, { ...c, query }, 'instance', key)
    if (instance.projectId !== es.projectId) {
      throw invalidRequest('external subnet must be in the same project as the instance')
    }
    if (es.instanceId) {
      throw invalidRequest(
        'external subnet cannot be attached to one instance while still attached to another',
      )
    }
    if (!ATTACHABLE.includes(instance.runState)) {
      throw invalidRequest(
        `cannot attach an external subnet to an instance in state ${instance.runState}`,
      )
    }
    es.update({ instanceId: instance.id, timeModified: new Date().toISOString() })
    return es
  })
  api.on('externalSubnetDetach', (c) => {
    const es = subnetOf(c)
    if (!es.instanceId) throw invalidRequest('External subnet is not attached to an instance')
    es.update({ instanceId: null, timeModified: new Date().toISOString() })
    return es
  })
}
