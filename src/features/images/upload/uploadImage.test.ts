/**
 * @jest-environment node
 */
// Node's Blob reads its bytes (jsdom's has no arrayBuffer), and the module needs no DOM.
import type { Disk, Image, Snapshot } from '~/api/generated/types'
import { MAX_BULK_WRITE_BYTES } from '~/util/limits'
import {
  uploadImage,
  type UploadCalls,
  type UploadOptions,
  type UploadProgress,
} from './uploadImage'

const CHUNK = MAX_BULK_WRITE_BYTES
const notFound = { statusCode: 404, message: 'not found: snapshot' }

/** A file of `chunks` chunks, every one non-zero. */
const file = (chunks: number) => new Blob([new Uint8Array(chunks * CHUNK).fill(9)])

/**
 * The API as the mock has it: the disk import's states, a snapshot taken by finalize that is
 * creating for one look, and the API's refusal to delete a snapshot while it is creating.
 */
function fakeApi() {
  const log: string[] = []
  let disk: Disk | undefined
  let snapshot: Snapshot | undefined
  const fail: Partial<Record<keyof UploadCalls, unknown>> = {}
  const setDisk = (state: Disk['state']['state']) => {
    disk = { ...disk!, state: { state } as Disk['state'] }
  }
  const failing = (call: keyof UploadCalls) => {
    if (!fail[call]) return
    const error = fail[call]
    delete fail[call]
    throw error
  }
  const calls: UploadCalls = {
    create: async ({ size, blockSize }) => {
      log.push('create')
      disk = {
        id: 'd1',
        name: 'upload-tmp',
        description: '',
        size,
        blockSize,
        diskType: 'distributed',
        readOnly: false,
        projectId: 'p1',
        devicePath: '/mnt/d',
        state: { state: 'import_ready' },
        timeCreated: new Date(0),
        timeModified: new Date(0),
      }
      return disk
    },
    start: async () => {
      log.push('start')
      setDisk('importing_from_bulk_writes')
    },
    write: async () => {
      log.push('write')
      failing('write')
    },
    stop: async () => {
      log.push('stop')
      setDisk('import_ready')
    },
    finalize: async (_d, name) => {
      log.push(`finalize ${name ?? ''}`.trim())
      setDisk('finalizing')
      if (name) {
        snapshot = {
          id: 's1',
          name,
          description: '',
          diskId: 'd1',
          projectId: 'p1',
          size: disk!.size,
          state: 'creating',
          timeCreated: new Date(0),
          timeModified: new Date(0),
        }
      }
    },
    view: async () => {
      const seen = disk!
      if (seen.state.state === 'finalizing') setDisk('detached')
      return seen
    },
    remove: async () => {
      log.push('remove disk')
      failing('remove')
      if (disk?.state.state !== 'detached') throw new Error(`disk is ${disk?.state.state}`)
      disk = undefined
    },
    viewSnapshot: async () => {
      log.push('view snapshot')
      if (!snapshot) throw notFound
      const seen = snapshot
      if (seen.state === 'creating') snapshot = { ...seen, state: 'ready' }
      return seen
    },
    createImage: async (from) => {
      log.push(`image from ${from.name}`)
      failing('createImage')
      return { id: 'i1', name: 'noble', size: from.size } as Image
    },
    deleteSnapshot: async () => {
      log.push('delete snapshot')
      failing('deleteSnapshot')
      if (snapshot?.state !== 'ready') throw new Error(`snapshot is ${snapshot?.state}`)
      snapshot = undefined
    },
  }
  return { calls, log, fail, disk: () => disk, snapshot: () => snapshot }
}

function run(api: ReturnType<typeof fakeApi>, blob: Blob, extra: Partial<UploadOptions> = {}) {
  const progress: UploadProgress[] = []
  const result = uploadImage({
    file: blob,
    blockSize: 512,
    snapshotName: 'upload-snap',
    calls: api.calls,
    signal: new AbortController().signal,
    onProgress: (p) => progress.push(p),
    wait: async () => {},
    ...extra,
  })
  return { result, progress }
}

test('imports into a temporary disk, makes the image from its snapshot, then removes both', async () => {
  const api = fakeApi()
  const { result, progress } = run(api, file(2))
  expect(await result).toEqual({
    status: 'uploaded',
    image: expect.objectContaining({ name: 'noble' }),
    leftovers: [],
  })
  expect(api.log).toEqual([
    'create',
    'start',
    'write',
    'write',
    'stop',
    'finalize upload-snap',
    // creating for one look, then ready
    'view snapshot',
    'view snapshot',
    'image from upload-snap',
    'remove disk',
    'delete snapshot',
  ])
  const phases = [...new Set(progress.map((p) => p.phase))]
  expect(phases).toEqual([
    'create',
    'start',
    'write',
    'stop',
    'finalize',
    'snapshot',
    'image',
    'tidy',
    'done',
  ])
  expect(progress.at(-1)).toEqual({ phase: 'done', bytesDone: 2 * CHUNK, totalBytes: 2 * CHUNK })
  expect([api.disk(), api.snapshot()]).toEqual([undefined, undefined])
})

test('a cancel during the writes removes the disk; no snapshot or image is left', async () => {
  const api = fakeApi()
  const controller = new AbortController()
  const write = api.calls.write
  api.calls.write = async (disk, body) => {
    await write(disk, body)
    controller.abort()
  }
  const { result } = run(api, file(3), { signal: controller.signal })
  expect(await result).toEqual({ status: 'cancelled', leftovers: [] })
  expect(api.log).toEqual([
    'create',
    'start',
    'write',
    'stop',
    'finalize',
    'remove disk',
    'view snapshot',
  ])
  expect(api.disk()).toBeUndefined()
})

test('a cancel while the snapshot is being created removes the disk and, once ready, the snapshot', async () => {
  const api = fakeApi()
  const controller = new AbortController()
  const view = api.calls.viewSnapshot
  api.calls.viewSnapshot = async (name) => {
    const seen = await view(name)
    controller.abort()
    return seen
  }
  const { result } = run(api, file(1), { signal: controller.signal })
  expect(await result).toEqual({ status: 'cancelled', leftovers: [] })
  expect(api.log.slice(-3)).toEqual(['remove disk', 'view snapshot', 'delete snapshot'])
  expect(api.log).not.toContain('image from upload-snap')
  expect([api.disk(), api.snapshot()]).toEqual([undefined, undefined])
})

test('a failing image create cleans up and says which step failed', async () => {
  const api = fakeApi()
  const refusal = { statusCode: 400, message: 'image name already exists' }
  api.fail.createImage = refusal
  const { result } = run(api, file(1))
  expect(await result).toEqual({ status: 'failed', step: 'image', error: refusal, leftovers: [] })
  expect([api.disk(), api.snapshot()]).toEqual([undefined, undefined])
})

test('a failing write cleans up the disk and the snapshot its finalize took', async () => {
  const api = fakeApi()
  const dropped = new Error('connection reset')
  api.fail.write = dropped
  const { result } = run(api, file(2))
  expect(await result).toEqual({ status: 'failed', step: 'write', error: dropped, leftovers: [] })
  expect(api.disk()).toBeUndefined()
})

test('what could not be removed after the image was made is reported, the image stands', async () => {
  const api = fakeApi()
  const error = { statusCode: 500, message: 'Internal error' }
  api.fail.deleteSnapshot = error
  const { result } = run(api, file(1))
  expect(await result).toEqual({
    status: 'uploaded',
    image: expect.objectContaining({ id: 'i1' }),
    leftovers: [{ what: 'snapshot upload-snap', error }],
  })
})
