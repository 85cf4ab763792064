import type { BlockSize } from '~/api/generated/types'
import type { MockContext } from '../context'
import type { ProjectRecord } from '../models'
import { invalidBody, invalidRequest, notFound } from '../util/errors'
import { newId } from '../util/ids'
import { now } from '../util/lookup'
import type { Body } from '../util/validate'
import {
  requireInteger,
  requireName,
  requireObject,
  requireString,
  requireUuid,
} from '../util/validate'
import { GiB, invalidValue, variantOf } from './body'
import type { DiskRecord, DiskStateWire } from './records'
import { transition } from './settle'
import { TRANSITION_MS } from './rules'
import {
  BLOCK_SIZES as LIMIT_BLOCK_SIZES,
  MAX_DISK_SIZE_GIB,
  MIN_DISK_SIZE_GIB,
} from '~/util/limits'

// Disk create parameters (DiskCreate, and the `create` variant of InstanceDiskAttachment): the
// source decides the block size and the smallest allowed size; sizes follow the API's limits.

/** The contract's BlockSize. */
const BLOCK_SIZES: readonly BlockSize[] = LIMIT_BLOCK_SIZES
/** The API's disk size limits: whole GiB, from 1 GiB to 1023 GiB. */
const MIN_DISK_SIZE = MIN_DISK_SIZE_GIB * GiB
const MAX_DISK_SIZE = MAX_DISK_SIZE_GIB * GiB

const SOURCES = ['blank', 'snapshot', 'image', 'importing_blocks'] as const

export type DiskSpec = {
  name: string
  description: string
  size: number
  block_size: BlockSize
  image_id: string | null
  snapshot_id: string | null
  /** importing_blocks: the disk waits for bulk writes (import_ready) instead of being created */
  importing: boolean
}

function blockSize(source: Body, where: string): BlockSize {
  const value = source.block_size
  if (value === undefined) throw invalidBody(`missing field \`${where}.block_size\``)
  if (!BLOCK_SIZES.includes(value as BlockSize)) {
    throw invalidValue('block_size', 'valid values are: 512, 2048, or 4096')
  }
  return value as BlockSize
}

export function parseDiskSpec(
  ctx: MockContext,
  project: ProjectRecord,
  body: Body,
  path = '',
): DiskSpec {
  const name = requireName(body)
  const description = requireString(body, 'description')
  const size = requireInteger(body, 'size', path)
  const source = requireObject(body, 'disk_source', path)
  const where = path ? `${path}.disk_source` : 'disk_source'
  const kind = variantOf(source, where, SOURCES)

  let spec: Omit<DiskSpec, 'name' | 'description' | 'size'>
  let minimum = MIN_DISK_SIZE
  if (kind === 'blank' || kind === 'importing_blocks') {
    spec = {
      block_size: blockSize(source, where),
      image_id: null,
      snapshot_id: null,
      importing: kind === 'importing_blocks',
    }
  } else if (kind === 'snapshot') {
    const id = requireUuid(source.snapshot_id, `${where}.snapshot_id`)
    const snapshot = ctx.db.snapshots.find(id)
    if (!snapshot || snapshot.project_id !== project.id) throw notFound('snapshot', id)
    if (snapshot.state !== 'ready') {
      throw invalidRequest(`snapshot ${snapshot.name} is ${snapshot.state}, not ready`)
    }
    const origin = ctx.db.disks.find(snapshot.disk_id)
    spec = {
      block_size: (origin?.block_size ?? 512) as BlockSize,
      image_id: null,
      snapshot_id: id,
      importing: false,
    }
    minimum = Math.max(minimum, snapshot.size)
  } else {
    const id = requireUuid(source.image_id, `${where}.image_id`)
    const image = ctx.db.images.find(id)
    const visible =
      image &&
      image._silo_id === project.silo_id &&
      (image.project_id === null ||
        image.project_id === undefined ||
        image.project_id === project.id)
    if (!image || !visible) throw notFound('image', id)
    spec = {
      block_size: image.block_size as BlockSize,
      image_id: id,
      snapshot_id: null,
      importing: false,
    }
    minimum = Math.max(minimum, image.size)
  }

  if (size % spec.block_size !== 0) {
    throw invalidValue('size', `total size must be a multiple of block size ${spec.block_size}`)
  }
  if (size < minimum) {
    throw invalidValue(
      'size',
      minimum === MIN_DISK_SIZE
        ? 'total size must be at least 1 GiB'
        : `total size must be at least the size of the source (${minimum} bytes)`,
    )
  }
  if (size % GiB !== 0) throw invalidValue('size', 'total size must be a multiple of 1 GiB')
  if (size > MAX_DISK_SIZE) throw invalidValue('size', 'total size must be at most 1023 GiB')
  return { name, description, size, ...spec }
}

/**
 * A new disk record from a spec: importing disks wait in import_ready; others are `creating` and
 * settle to detached (or start out attached to `instanceId` when created with an instance).
 */
export function newDisk(spec: DiskSpec, projectId: string, instanceId?: string): DiskRecord {
  const time = now()
  const state: DiskStateWire = instanceId
    ? { state: 'attached', instance: instanceId }
    : spec.importing
      ? { state: 'import_ready' }
      : { state: 'creating' }
  return {
    id: newId(),
    name: spec.name,
    description: spec.description,
    project_id: projectId,
    size: spec.size,
    block_size: spec.block_size,
    device_path: `/mnt/${spec.name}`,
    image_id: spec.image_id,
    snapshot_id: spec.snapshot_id,
    state,
    time_created: time,
    time_modified: time,
    _transition:
      state.state === 'creating'
        ? transition<DiskStateWire>({ state: 'detached' }, TRANSITION_MS.diskCreate)
        : null,
    _written_bytes: 0,
  }
}
