import type { FloatingIpAttach, FloatingIpCreate, FloatingIpUpdate } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import { list } from '../api/lists'
import { projectFromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { allocateByAllocator } from '../orm/allocate'
import { assertNameFree, updateIdentity } from '../orm/lookups'
import {
  attachToInstance,
  detachFromInstance,
  requireDetached,
  type Noun,
} from './instanceAttachment'

// /v1/floating-ips: addresses reserved from an IP pool (the allocator picks the next free one, or
// checks a requested one), attached to at most one instance of the same project at a time. A
// floating IP cannot be deleted while attached.

const NOUN: Noun = { article: 'a', word: 'floating IP' }

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
    requireDetached(fip, NOUN)
    fip.destroy()
  })
  api.on('floatingIpAttach', (c) => {
    const fip = selectParam(ctx, c, 'floatingIp', 'floating_ip')
    return attachToInstance(ctx, c, fip, c.json<FloatingIpAttach>().parent, NOUN)
  })
  api.on('floatingIpDetach', (c) =>
    detachFromInstance(selectParam(ctx, c, 'floatingIp', 'floating_ip'), NOUN),
  )
}
