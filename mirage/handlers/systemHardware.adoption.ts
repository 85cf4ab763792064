import type { PhysicalDiskManufacturerIdentity } from '~/api/generated/types'
import type { MockApi } from '../api/define'
import { BY_ID, list } from '../api/lists'
import type { MockContext } from '../context'
import { byId } from '../orm/lookups'
import type { M } from '../orm/models'
import { invalidRequest } from '../util/errors'

// Physical disk adoption: a disk put into a sled is not used until an operator enables its
// adoption (a request naming the disk by its manufacturer's identity). The control plane then
// adopts it within a few seconds: it leaves the unadopted list and joins the physical disks, in
// service, and its request is done. A request may name a disk no sled reports yet; it waits for
// it. Withdrawing a request before the disk is adopted leaves the disk unused.

/** How long the control plane takes to adopt a disk once its adoption is enabled. */
const ADOPT_MS = 3000

type Identity = PhysicalDiskManufacturerIdentity
const sameDisk = (a: Identity) => (b: Identity) =>
  a.vendor === b.vendor && a.model === b.model && a.serial === b.serial

const unadopted = (ctx: MockContext, id: Identity) =>
  ctx.schema.all('unadoptedPhysicalDisk').models.find((d) => sameDisk(id)(d.diskId))

/** Adopt the disks whose requests are due: each becomes a physical disk of its sled. */
export function settleAdoptions(ctx: MockContext): void {
  const due = ctx.schema
    .all('physicalDiskAdoptionRequest')
    .models.filter((r) => r.readyAt && Date.parse(r.readyAt) <= Date.now())
  for (const request of due) adopt(ctx, request)
}

function adopt(ctx: MockContext, request: M<'physicalDiskAdoptionRequest'>) {
  const disk = unadopted(ctx, request.diskId)
  if (disk) {
    const at = request.readyAt ?? new Date().toISOString()
    ctx.create('physicalDisk', {
      sledId: disk.sledId,
      formFactor: disk.variant,
      ...disk.diskId,
      policy: { kind: 'in_service' },
      state: 'active',
      timeCreated: at,
      timeModified: at,
    })
    disk.destroy()
  }
  request.destroy()
}

export function adoptionHandlers(api: MockApi, ctx: MockContext) {
  api.on('physicalDiskListUnadopted', (c) => {
    settleAdoptions(ctx)
    return list(ctx.schema.all('unadoptedPhysicalDisk'), c.request, BY_ID)
  })
  api.on('physicalDiskListAdoptionRequests', (c) => {
    settleAdoptions(ctx)
    return list(ctx.schema.all('physicalDiskAdoptionRequest'), c.request, BY_ID)
  })
  api.on('physicalDiskEnableAdoption', (c) => {
    settleAdoptions(ctx)
    const id = c.json<Identity>()
    const adopted = ctx.schema.all('physicalDisk').models.find((d) => sameDisk(id)(d))
    if (adopted) {
      throw invalidRequest(`physical disk ${id.serial} is already adopted (id ${adopted.id})`)
    }
    // enabling it again changes nothing: the request stands
    const standing = ctx.schema
      .all('physicalDiskAdoptionRequest')
      .models.find((r) => sameDisk(id)(r.diskId))
    if (standing) return standing
    const now = Date.now()
    return ctx.create('physicalDiskAdoptionRequest', {
      diskId: { vendor: id.vendor, model: id.model, serial: id.serial },
      timeCreated: new Date(now).toISOString(),
      readyAt: unadopted(ctx, id) ? new Date(now + ADOPT_MS).toISOString() : null,
    })
  })
  api.on('physicalDiskDisableAdoption', (c) => {
    settleAdoptions(ctx)
    const id = c.params.physical_disk_adoption_req_id ?? ''
    byId(ctx, 'physicalDiskAdoptionRequest', id, 'physical-disk-adoption-request').destroy()
  })
}
