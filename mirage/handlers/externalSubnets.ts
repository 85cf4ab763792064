import type {
  ExternalSubnetAttach,
  ExternalSubnetCreate,
  ExternalSubnetUpdate,
} from '~/api/generated/types'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { projectFromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { allocateSubnet } from '../orm/allocateSubnet'
import { assertNameFree, updateIdentity } from '../orm/lookups'
import {
  attachToInstance,
  detachFromInstance,
  requireDetached,
  type Noun,
} from './instanceAttachment'

// /v1/external-subnets: subnets carved from the silo's subnet pools (the next free block of a
// width, or a requested one), attached to at most one instance of the same project at a time, as
// floating IPs are. One cannot be deleted while attached.

const NOUN: Noun = { article: 'an', word: 'external subnet' }

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
    requireDetached(es, NOUN)
    es.destroy()
  })
  api.on('externalSubnetAttach', (c) =>
    attachToInstance(ctx, c, subnetOf(c), c.json<ExternalSubnetAttach>().instance, NOUN),
  )
  api.on('externalSubnetDetach', (c) => detachFromInstance(subnetOf(c), NOUN))
}
