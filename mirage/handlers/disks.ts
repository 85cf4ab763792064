import type { DiskCreate, FinalizeDisk, ImportBlocksBulkWrite } from '~/api/generated/types'
import { MAX_BULK_WRITE_BYTES, MAX_DISK_SIZE_GIB, MIN_DISK_SIZE_GIB } from '~/util/limits'
import type { Call, MockApi } from '../api/define'
import { list } from '../api/lists'
import { projectFromQuery, selectParam } from '../api/scope'
import type { MockContext } from '../context'
import { GiB } from '../orm/factories/define'
import { assertNameFree } from '../orm/lookups'
import type { M } from '../orm/models'
import type { Wire } from '../orm/models/attrs'
import { decodeBase64, requireQuota } from '../sim/quota'
import { beginDisk, beginSnapshot, requireDisk, requireSnapshot } from '../sim/settle'
import { invalidValue, notFound } from '../util/errors'

// /v1/disks: list, create, view, delete, and the import by bulk writes (the console's image
// upload): a disk created `importing_blocks` waits in import_ready; bulk-write-start →
// importing_from_bulk_writes; bulk-write takes base64 chunks at block-aligned offsets;
// bulk-write-stop → import_ready; finalize → finalizing → detached, maybe with a snapshot. Each
// step is the disk machine's (src/state/machines/disk). Attach and detach are instance calls.

/** What a disk is made from (DiskCreate, and the `create` variant of an instance's disks). */
export type DiskSpec = Pick<
  M<'disk'>,
  'name' | 'description' | 'size' | 'blockSize' | 'imageId' | 'snapshotId' | 'diskType' | 'readOnly'
> & {
  importing: boolean
}

/** The contract lets a local disk name no block size: the mock gives it the form's default. */
const LOCAL_BLOCK_SIZE = 4096

/**
 * The backend and source decide the block size and the smallest size; sizes follow the API's
 * limits, which the contract's ByteCount cannot state: whole GiB from 1 to 1023, a multiple of
 * the block size, at least the source's size. Only a disk made from an image or a snapshot can
 * be read-only (the contract has `read_only` on those sources alone).
 */
export function diskSpec(
  ctx: MockContext,
  project: M<'project'>,
  body: Pick<Wire<DiskCreate>, 'name' | 'description' | 'size' | 'disk_backend'>,
): DiskSpec {
  const backend = body.disk_backend
  const none = {
    imageId: null,
    snapshotId: null,
    importing: false,
    diskType: backend.type,
    readOnly: false,
  }
  let spec: Omit<DiskSpec, 'name' | 'description' | 'size'>
  let minimum = MIN_DISK_SIZE_GIB * GiB
  const source = backend.type === 'distributed' ? backend.disk_source : null
  if (source === null) {
    spec = { ...none, blockSize: LOCAL_BLOCK_SIZE }
  } else if (source.type === 'blank' || source.type === 'importing_blocks') {
    spec = { ...none, blockSize: source.block_size, importing: source.type === 'importing_blocks' }
  } else if (source.type === 'snapshot') {
    const snapshot = ctx.schema.findBy('snapshot', {
      id: source.snapshot_id,
      projectId: project.id,
    })
    if (!snapshot) throw notFound('snapshot', source.snapshot_id)
    requireSnapshot(snapshot, 'createDisk')
    spec = {
      ...none,
      blockSize: snapshot.disk?.blockSize ?? 512,
      snapshotId: snapshot.id,
      readOnly: source.read_only ?? false,
    }
    minimum = Math.max(minimum, snapshot.size)
  } else {
    const image = ctx.schema.find('image', source.image_id)
    const visible =
      image &&
      image.siloId === project.siloId &&
      (!image.projectId || image.projectId === project.id)
    if (!image || !visible) throw notFound('image', source.image_id)
    spec = {
      ...none,
      blockSize: image.blockSize,
      imageId: image.id,
      readOnly: source.read_only ?? false,
    }
    minimum = Math.max(minimum, image.size)
  }
  const { size } = body
  if (size % spec.blockSize !== 0)
    throw invalidValue('size', `total size must be a multiple of block size ${spec.blockSize}`)
  if (size < minimum) {
    throw invalidValue(
      'size',
      minimum === MIN_DISK_SIZE_GIB * GiB
        ? 'total size must be at least 1 GiB'
        : `total size must be at least the size of the source (${minimum} bytes)`,
    )
  }
  if (size % GiB !== 0) throw invalidValue('size', 'total size must be a multiple of 1 GiB')
  if (size > MAX_DISK_SIZE_GIB * GiB)
    throw invalidValue('size', 'total size must be at most 1023 GiB')
  return { name: body.name, description: body.description, size, ...spec }
}

/** A new disk: importing ones wait in import_ready, others are `creating` until detached. */
export function createDisk(
  ctx: MockContext,
  { importing, ...spec }: DiskSpec,
  project: M<'project'>,
) {
  const disk = ctx.create('disk', {
    ...spec,
    project,
    state: 'import_ready',
  })
  return importing ? disk : beginDisk(disk, 'creating')
}

export function disksHandlers(api: MockApi, ctx: MockContext): void {
  const disk = (c: Call) => selectParam(ctx, c, 'disk', 'disk')

  api.on('diskList', (c) => list(projectFromQuery(ctx, c).disks, c.request))
  api.on('diskCreate', (c) => {
    const project = projectFromQuery(ctx, c)
    const spec = diskSpec(ctx, project, c.json<DiskCreate>())
    assertNameFree(project.disks, spec.name, 'disk')
    requireQuota(ctx, project.siloId, { storage: spec.size })
    return createDisk(ctx, spec, project)
  })
  api.on('diskView', (c) => disk(c))
  api.on('diskDelete', (c) => requireDisk(disk(c), 'delete').destroy())

  api.on('diskBulkWriteImportStart', (c) =>
    beginDisk(requireDisk(disk(c), 'startImport'), 'importing_from_bulk_writes'),
  )
  api.on('diskBulkWriteImport', (c) => {
    const d = requireDisk(disk(c), 'write')
    const { base64_encoded_data, offset } = c.json<ImportBlocksBulkWrite>()
    // the contract says "a string" and "an integer": the API checks the rest
    const data = decodeBase64(base64_encoded_data)
    if (!data) throw invalidValue('base64_encoded_data', 'not valid base64 (RFC 4648 §4, padded)')
    if (offset % d.blockSize !== 0)
      throw invalidValue('offset', `offset must be a multiple of the block size ${d.blockSize}`)
    if (data.length === 0 || data.length % d.blockSize !== 0) {
      throw invalidValue(
        'base64_encoded_data',
        `data length must be a multiple of ${d.blockSize} bytes`,
      )
    }
    if (data.length > MAX_BULK_WRITE_BYTES) {
      throw invalidValue('base64_encoded_data', `at most ${MAX_BULK_WRITE_BYTES} bytes per write`)
    }
    if (offset + data.length > d.size) {
      throw invalidValue(
        'offset',
        `write of ${data.length} bytes at ${offset} ends past the disk's size ${d.size}`,
      )
    }
    d.update({ writtenBytes: d.writtenBytes + data.length })
  })
  api.on('diskBulkWriteImportStop', (c) =>
    beginDisk(requireDisk(disk(c), 'stopImport'), 'import_ready'),
  )
  api.on('diskFinalizeImport', (c) => {
    const d = requireDisk(disk(c), 'finalize')
    const { snapshot_name } = c.json<FinalizeDisk>()
    if (snapshot_name) assertNameFree(d.project!.snapshots, snapshot_name, 'snapshot')
    beginDisk(d, 'finalizing')
    if (snapshot_name) {
      const snapshot = ctx.create('snapshot', {
        name: snapshot_name,
        description: `Snapshot of ${d.name} taken when its import was finalized`,
        disk: d,
        projectId: d.projectId,
      })
      beginSnapshot(snapshot, 'creating')
    }
  })
}
