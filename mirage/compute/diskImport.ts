import type { MockContext } from '../context'
import type { MockApi } from '../routes/define'
import { invalidRequest } from '../util/errors'
import { newId } from '../util/ids'
import { assertNameFree, now } from '../util/lookup'
import { noContent } from '../util/respond'
import { jsonBody, optionalName, requireInteger, requireString } from '../util/validate'
import { decodeBase64, invalidValue } from './body'
import { lookupDisk } from './disks'
import type { DiskRecord, DiskStateWire } from './records'
import { TRANSITION_MS } from './rules'
import { requireProjectRole } from '../projectScope'
import { transition } from './settle'
import { MAX_BULK_WRITE_BYTES } from '~/util/limits'

// Importing a disk image by bulk writes (the console's image upload): a disk created from
// `importing_blocks` waits in import_ready; bulk-write-start → importing_from_bulk_writes;
// bulk-write accepts base64 chunks at block-aligned offsets; bulk-write-stop → import_ready;
// finalize → finalizing → detached, optionally taking a snapshot on the way.

/** The API's largest bulk write chunk: 512 KiB of decoded data. */

function requireImportState(disk: DiskRecord, wanted: DiskStateWire['state'], doing: string) {
  if (disk.state.state !== wanted) {
    throw invalidRequest(`disk must be ${wanted} to ${doing} (it is ${disk.state.state})`)
  }
}

export function diskImportRoutes(api: MockApi, ctx: MockContext): void {
  const { db } = ctx

  api.post('/v1/disks/:disk/bulk-write-start', (request, me) => {
    const { record, project } = lookupDisk(ctx, request, me)
    requireProjectRole(ctx, me, project)
    requireImportState(record, 'import_ready', 'start a bulk write import')
    db.disks.update(record.id, {
      state: { state: 'importing_from_bulk_writes' },
      time_modified: now(),
    })
    return noContent()
  })

  api.post('/v1/disks/:disk/bulk-write', (request, me) => {
    const { record, project } = lookupDisk(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const body = jsonBody(request)
    const encoded = requireString(body, 'base64_encoded_data')
    const offset = requireInteger(body, 'offset')
    requireImportState(record, 'importing_from_bulk_writes', 'accept bulk writes')
    const data = decodeBase64(encoded)
    if (!data) throw invalidValue('base64_encoded_data', 'not valid base64 (RFC 4648 §4, padded)')
    const block = record.block_size
    if (offset % block !== 0) {
      throw invalidValue('offset', `offset must be a multiple of the block size ${block}`)
    }
    if (data.length === 0 || data.length % block !== 0) {
      throw invalidValue('base64_encoded_data', `data length must be a multiple of ${block} bytes`)
    }
    if (data.length > MAX_BULK_WRITE_BYTES) {
      throw invalidValue('base64_encoded_data', `at most ${MAX_BULK_WRITE_BYTES} bytes per write`)
    }
    if (offset + data.length > record.size) {
      throw invalidValue(
        'offset',
        `write of ${data.length} bytes at ${offset} ends past the disk's size ${record.size}`,
      )
    }
    db.disks.update(record.id, { _written_bytes: record._written_bytes + data.length })
    return noContent()
  })

  api.post('/v1/disks/:disk/bulk-write-stop', (request, me) => {
    const { record, project } = lookupDisk(ctx, request, me)
    requireProjectRole(ctx, me, project)
    requireImportState(record, 'importing_from_bulk_writes', 'stop a bulk write import')
    db.disks.update(record.id, { state: { state: 'import_ready' }, time_modified: now() })
    return noContent()
  })

  api.post('/v1/disks/:disk/finalize', (request, me) => {
    const { record, project } = lookupDisk(ctx, request, me)
    requireProjectRole(ctx, me, project)
    const body = request.requestBody ? jsonBody(request) : {}
    const snapshotName = optionalName(body, 'snapshot_name')
    requireImportState(record, 'import_ready', 'be finalized')
    if (snapshotName !== undefined) {
      assertNameFree(
        db.snapshots.where((s) => s.project_id === project.id),
        snapshotName,
        'snapshot',
      )
    }
    const time = now()
    db.disks.update(record.id, {
      state: { state: 'finalizing' },
      time_modified: time,
      _transition: transition<DiskStateWire>({ state: 'detached' }, TRANSITION_MS.diskFinalize),
    })
    if (snapshotName !== undefined) {
      db.snapshots.insert({
        id: newId(),
        name: snapshotName,
        description: `Snapshot of ${record.name} taken when its import was finalized`,
        disk_id: record.id,
        project_id: project.id,
        size: record.size,
        state: 'creating',
        time_created: time,
        time_modified: time,
        _transition: transition('ready' as const, TRANSITION_MS.snapshotCreate),
      })
    }
    return noContent()
  })
}
