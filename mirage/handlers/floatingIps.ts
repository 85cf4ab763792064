import type { FloatingIpAttach, FloatingIpCreate, FloatingIpUpdate } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import { list } from '../api/lists'
import { projectFromQuery, select, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { allocateByAllocator } from '../orm/allocate'
import { assertNameFree, updateIdentity } from '../orm/lookups'
import { invalidRequest } from '../util/errors'
import { isUuid } from '../util/ids'

// /v1/floating-ips: addresses reserved from an IP pool (the allocator picks the next free one, or
// checks a requested one), attached to at most one instance of the same project at a time. A
// floating IP cannot be deleted while attached.

/**
 * Instance states the attach saga accepts; others are mid-transition or gone. A new instance
 * counts as stopped: the API answers its create only once the instance exists.
 */
const ATTACHABLE = ['creating', 'running', 'stopped']

export function floatingIpsHandlers(api: MockApi, ctx: MockContext): void {
  api.on('floatingIpList', (c) => list(projectFromQuery(ctx, c).floatingIps, c.request))
  api.on('floatingIpCreate', (c) => {
    const project = projectFromQuery(ctx, c)
    const { addressAllocator, ...body } = c.attrs<FloatingIpCreate>()
    assertNameFree(project.floatingIps, body.name, 'floating-ip')
    const address = allocateByAllocator(ctx, addressAllocator, c.me.siloId)
    return ctx.create('floatingIp', { ...body, project, ...address })
  })
  api.on('floatingIpView', (c) => selectParam(ctx, c, 'floatingIp', 'floating_ip'))
  api.on('floatingIpUpdate', (c) => {
    const fip = selectParam(ctx, c, 'floatingIp', 'floating_ip')
    return updateIdentity(fip, c.json<FloatingIpUpdate>(), fip.project!.floatingIps, 'floating-ip')
  })
  api.on('floatingIpDelete', (c) => {
    const fip = selectParam(ctx, c, 'floatingIp', 'floating_ip')
    if (fip.instanceId)
      throw invalidRequest('Floating IP cannot be deleted while attached to an instance')
    fip.destroy()
  })
  api.on('floatingIpAttach', (c) => {
    const fip = selectParam(ctx, c, 'floatingIp', 'floating_ip')
    const { parent } = c.json<FloatingIpAttach>()
    // a parent given by name is looked up in the floating IP's project, as the API does
    const query = (k: string) => (k === 'project' && !isUuid(parent) ? fip.projectId : undefined)
    const instance = select(ctx, { ...c, query }, 'instance', parent)
    if (instance.projectId !== fip.projectId) {
      throw invalidRequest('floating IP must be in the same project as the instance')
    }
    if (fip.instanceId) {
      throw invalidRequest(
        'floating IP cannot be attached to one instance while still attached to another',
      )
    }
    if (!ATTACHABLE.includes(instance.runState)) {
      throw invalidRequest(
        `cannot attach a floating IP to an instance in state ${instance.runState}`,
      )
    }
    fip.update({ instanceId: instance.id, timeModified: new Date().toISOString() })
    return fip
  })
  api.on('floatingIpDetach', (c) => {
    const fip = selectParam(ctx, c, 'floatingIp', 'floating_ip')
    if (!fip.instanceId) throw invalidRequest('Floating IP is not attached to an instance')
    fip.update({ instanceId: null, timeModified: new Date().toISOString() })
    return fip
  })
}
