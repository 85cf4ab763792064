/**
 * @jest-environment node
 */
// Node's Blob reads its bytes (jsdom's has no arrayBuffer), and the module needs no DOM.
import type { Disk, DiskState } from '~/api/generated/types'
import { GiB, KiB } from '~/util/format'
import { MAX_BULK_WRITE_BYTES } from '~/util/limits'
import {
  diskSizeFor,
  fileSizeError,
  importDisk,
  importDiskBody,
  toBase64,
  type ImportCalls,
  type ImportOptions,
  type ImportProgress,
} from './importDisk'

const CHUNK = MAX_BULK_WRITE_BYTES

/** A file of `size` bytes; every chunk whose index is in `nonZero` holds its index + 1. */
function image(size: number, nonZero: number[]): Blob {
  const bytes = new Uint8Array(size)
  for (const i of nonZero) bytes.fill(i + 1, i * CHUNK, Math.min(size, (i + 1) * CHUNK))
  return new Blob([bytes])
}

type Write = { offset: number; bytes: Uint8Array }

/**
 * The API as the mock has it (mirage/handlers/disks.ts): each call checks and moves the
 * disk's state; `log` lists the calls, `writes` what bulk-write received, decoded.
 */
function fakeApi(fail: Partial<Record<keyof ImportCalls, unknown>> = {}) {
  const log: string[] = []
  const writes: Write[] = []
  let disk: Disk | undefined
  const setState = (state: DiskState) => {
    disk = { ...disk!, state }
  }
  const expect = (call: string, wanted: DiskState['state']) => {
    log.push(call)
    const failure = fail[call as keyof ImportCalls]
    if (failure) {
      // one-shot, like a dropped connection: cleanup may need the same call again
      delete fail[call as keyof ImportCalls]
      return Promise.reject(failure)
    }
    if (disk?.state.state !== wanted) {
      return Promise.reject(new Error(`${call}: disk is ${disk?.state.state}, not ${wanted}`))
    }
    return Promise.resolve()
  }
  const calls: ImportCalls = {
    create: async ({ size, blockSize }) => {
      log.push(`create ${size} ${blockSize}`)
      if (fail.create) throw fail.create
      disk = {
        id: 'd1',
        name: 'ubuntu',
        description: '',
        size,
        blockSize,
        diskType: 'distributed',
        readOnly: false,
        projectId: 'p1',
        devicePath: '/mnt/ubuntu',
        state: { state: 'import_ready' },
        timeCreated: new Date(0),
        timeModified: new Date(0),
      }
      return disk
    },
    start: async () => {
      await expect('start', 'import_ready')
      setState({ state: 'importing_from_bulk_writes' })
    },
    write: async (_d, { offset, base64EncodedData }) => {
      await expect('write', 'importing_from_bulk_writes')
      writes.push({ offset, bytes: Uint8Array.from(Buffer.from(base64EncodedData, 'base64')) })
    },
    stop: async () => {
      await expect('stop', 'importing_from_bulk_writes')
      setState({ state: 'import_ready' })
    },
    finalize: async (_d, snapshotName) => {
      await expect('finalize', 'import_ready')
      if (snapshotName) log.push(`snapshot ${snapshotName}`)
      setState({ state: 'finalizing' })
    },
    // finalizing takes one look to become detached
    view: async () => {
      const seen = disk!
      if (seen.state.state === 'finalizing') setState({ state: 'detached' })
      return seen
    },
    remove: async () => {
      log.push('remove')
      if (fail.remove) throw fail.remove
      if (disk?.state.state !== 'detached') throw new Error(`remove: disk is ${disk?.state.state}`)
      disk = undefined
    },
  }
  return { calls, log, writes, current: () => disk }
}

function run(file: Blob, calls: ImportCalls, extra: Partial<ImportOptions> = {}) {
  const progress: ImportProgress[] = []
  const result = importDisk({
    file,
    blockSize: 512,
    calls,
    signal: new AbortController().signal,
    onProgress: (p) => progress.push(p),
    wait: async () => {},
    ...extra,
  })
  return { result, progress }
}

test('writes the file in chunks of at most MAX_BULK_WRITE_BYTES at their offsets, in order', async () => {
  const api = fakeApi()
  // two full chunks and a short last one (1.5 KiB), all non-zero
  const size = 2 * CHUNK + 3 * 512
  const { result } = run(image(size, [0, 1, 2]), api.calls)

  expect(await result).toMatchObject({ status: 'imported', disk: { state: { state: 'detached' } } })
  expect(api.writes.map((w) => [w.offset, w.bytes.length])).toEqual([
    [0, CHUNK],
    [CHUNK, CHUNK],
    [2 * CHUNK, 3 * 512],
  ])
  // each chunk's base64 decodes to that chunk's bytes
  expect(api.writes.map((w) => new Set(w.bytes))).toEqual([
    new Set([1]),
    new Set([2]),
    new Set([3]),
  ])
  expect(api.log).toEqual([
    `create ${GiB} 512`,
    'start',
    'write',
    'write',
    'write',
    'stop',
    'finalize',
  ])
})

test('skips all-zero chunks but still counts them, reaching 100%', async () => {
  const api = fakeApi()
  const size = 4 * CHUNK
  const { result, progress } = run(image(size, [1, 3]), api.calls)

  expect((await result).status).toBe('imported')
  expect(api.writes.map((w) => w.offset)).toEqual([CHUNK, 3 * CHUNK])
  const written = progress.filter((p) => p.phase === 'write').map((p) => p.bytesDone)
  expect(written.at(-1)).toBe(size)
  expect(new Set(written)).toEqual(new Set([0, CHUNK, 2 * CHUNK, 3 * CHUNK, 4 * CHUNK]))
  expect(progress.map((p) => p.phase)).toEqual(
    expect.arrayContaining(['create', 'start', 'write', 'stop', 'finalize', 'done']),
  )
  expect(progress.at(-1)).toEqual({ phase: 'done', bytesDone: size, totalBytes: size })
})

test('passes the snapshot name to finalize', async () => {
  const api = fakeApi()
  const { result } = run(image(512, [0]), api.calls, { snapshotName: 'golden' })
  expect((await result).status).toBe('imported')
  expect(api.log.slice(-2)).toEqual(['finalize', 'snapshot golden'])
})

test('cancelling between chunks stops writing, stops the import and deletes the disk', async () => {
  const api = fakeApi()
  const controller = new AbortController()
  const write = api.calls.write
  // the user cancels while the second chunk is being written
  api.calls.write = async (disk, body) => {
    await write(disk, body)
    if (api.writes.length === 2) controller.abort()
  }
  const { result } = run(image(5 * CHUNK, [0, 1, 2, 3, 4]), api.calls, {
    signal: controller.signal,
  })

  expect(await result).toEqual({ status: 'cancelled', cleanup: { ok: true } })
  expect(api.writes).toHaveLength(2)
  // the API deletes only a detached disk (spec §4), so the import is finalized first
  expect(api.log).toEqual([
    'create 1073741824 512',
    'start',
    'write',
    'write',
    'stop',
    'finalize',
    'remove',
  ])
  expect(api.current()).toBeUndefined()
})

test('a look answered from before the finalize does not finalize twice', async () => {
  const api = fakeApi()
  const controller = new AbortController()
  const { write, finalize, view } = api.calls
  api.calls.write = async (disk, body) => {
    await write(disk, body)
    controller.abort()
  }
  // the first look after finalizing is a request that started before it: still import_ready
  let stale = false
  api.calls.finalize = async (disk, snapshotName) => {
    const before = api.current()!
    await finalize(disk, snapshotName)
    stale = true
    api.calls.view = async (d) => {
      if (!stale) return view(d)
      stale = false
      return before
    }
  }
  const { result } = run(image(2 * CHUNK, [0, 1]), api.calls, { signal: controller.signal })

  expect(await result).toEqual({ status: 'cancelled', cleanup: { ok: true } })
  expect(api.log.filter((entry) => entry === 'finalize')).toHaveLength(1)
  expect(api.current()).toBeUndefined()
})

test('a look answered from before the stop: the refused stop is looked at again, not given up', async () => {
  const api = fakeApi()
  const controller = new AbortController()
  const { stop, view } = api.calls
  // the user cancels during the stop; the first look after it is a request started before it
  let stale: Disk | undefined
  api.calls.stop = async (disk) => {
    const before = api.current()!
    await stop(disk)
    controller.abort()
    stale = before
    api.calls.view = async (d) => {
      if (!stale) return view(d)
      const answer = stale
      stale = undefined
      return answer
    }
  }
  const { result } = run(image(CHUNK, [0]), api.calls, { signal: controller.signal })

  expect(await result).toEqual({ status: 'cancelled', cleanup: { ok: true } })
  // the second stop was refused (the disk was import_ready); the next look saw why
  expect(api.log.filter((entry) => entry === 'stop')).toHaveLength(2)
  expect(api.log.slice(-2)).toEqual(['finalize', 'remove'])
  expect(api.current()).toBeUndefined()
})

test.each([
  ['start', ['finalize', 'remove']],
  ['write', ['stop', 'finalize', 'remove']],
  ['stop', ['stop', 'finalize', 'remove']],
  ['finalize', ['finalize', 'remove']],
] as const)('a failure at %s reports the step and removes the disk', async (step, cleanup) => {
  const error = { message: `${step} refused` }
  const api = fakeApi({ [step]: error })
  const { result, progress } = run(image(CHUNK, [0]), api.calls)

  expect(await result).toEqual({ status: 'failed', step, error, cleanup: { ok: true } })
  expect(progress.at(-1)?.phase).toBe('cleanup')
  // after the failed call, cleanup goes on from the state the disk is really in
  expect(api.log.slice(api.log.indexOf(step) + 1)).toEqual(cleanup)
  expect(api.current()).toBeUndefined()
})

test('a failure creating the disk leaves nothing to clean up', async () => {
  const api = fakeApi({ create: { message: 'Disk name already exists' } })
  const { result } = run(image(512, [0]), api.calls)
  expect(await result).toEqual({
    status: 'failed',
    step: 'create',
    error: { message: 'Disk name already exists' },
    cleanup: { ok: true },
  })
  expect(api.log).toEqual([`create ${GiB} 512`])
})

test('a cleanup that cannot delete the disk says which disk is left and why', async () => {
  const refused = { message: 'delete refused' }
  const api = fakeApi({ write: { message: 'write refused' }, remove: refused })
  const { result } = run(image(512, [0]), api.calls)
  expect(await result).toMatchObject({
    status: 'failed',
    step: 'write',
    cleanup: { ok: false, disk: { name: 'ubuntu', state: { state: 'detached' } }, error: refused },
  })
})

test('base64 is standard and padded', () => {
  expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=')
  expect(toBase64(new Uint8Array(0))).toBe('')
  const big = new Uint8Array(100 * KiB).map((_, i) => i % 251)
  expect(toBase64(big)).toBe(Buffer.from(big).toString('base64'))
})

test('disk sizes are whole GiB, at least 1; the file must be whole blocks and fit', () => {
  expect(diskSizeFor(512)).toBe(GiB)
  expect(diskSizeFor(GiB)).toBe(GiB)
  expect(diskSizeFor(GiB + 512)).toBe(2 * GiB)
  expect(fileSizeError(1536, 512)).toBeUndefined()
  expect(fileSizeError(1536, 4096)).toBe(
    "The file's size (1,536 bytes) must be a multiple of the block size (4,096 bytes)",
  )
  expect(fileSizeError(0, 512)).toBe('The image file is empty')
  expect(fileSizeError(1024 * GiB, 512)).toBe(
    'The image is too large: a disk can be at most 1,023 GiB',
  )
})

test('the disk an import creates is a distributed one waiting for bulk writes', () => {
  expect(importDiskBody({ name: 'ubuntu', description: 'noble' }, 2 * GiB, 512)).toEqual({
    name: 'ubuntu',
    description: 'noble',
    size: 2 * GiB,
    diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize: 512 } },
  })
})
