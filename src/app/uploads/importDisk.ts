import type { BlockSize, Disk, DiskCreate, ImportBlocksBulkWrite } from '~/api/generated/types'
import { GiB } from '~/util/format'
import { MAX_BULK_WRITE_BYTES, MAX_DISK_SIZE_GIB, MIN_DISK_SIZE_GIB } from '~/util/limits'

// Importing a local image file into a new disk by bulk writes, without React so it can be tested
// on its own. The disk moves through the states of spec §4: created from `importing_blocks` it
// waits in import_ready; bulk-write-start → importing_from_bulk_writes; bulk-write-stop →
// import_ready; finalize → finalizing → detached.

/** The calls of an import, in the order they are made. */
export type ImportStep = 'create' | 'start' | 'write' | 'stop' | 'finalize'

/** Where an import is, for the progress view: a step, then 'done', or 'cleanup' after a stop. */
export type ImportPhase = ImportStep | 'done' | 'cleanup'

/** What the progress view names each phase: the disk's state while it runs (spec §4). */
export const PHASE_LABELS: Record<ImportPhase, string> = {
  create: 'Creating disk',
  start: 'Import ready',
  write: 'Importing (bulk writes)',
  stop: 'Import ready',
  finalize: 'Finalizing',
  done: 'Done',
  cleanup: 'Cleaning up',
}

/** What was being done when a step failed, for the error message. */
export const STEP_ACTIONS: Record<ImportStep, string> = {
  create: 'creating the disk',
  start: 'starting the bulk writes',
  write: 'writing the image',
  stop: 'stopping the bulk writes',
  finalize: 'finalizing the import',
}

export type ImportProgress = { phase: ImportPhase; bytesDone: number; totalBytes: number }

/** The disk an import writes into: empty, waiting for bulk writes. */
export const importDiskBody = (
  values: { name: string; description: string },
  size: number,
  blockSize: BlockSize,
): DiskCreate => ({
  name: values.name,
  description: values.description,
  size,
  // bulk writes land on a distributed disk: a sled's local storage takes no imports
  diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize } },
})

/** The API calls an import makes; the form binds them to the endpoints. */
export type ImportCalls = {
  create: (spec: { size: number; blockSize: BlockSize }) => Promise<Disk>
  start: (disk: Disk) => Promise<void>
  write: (disk: Disk, body: ImportBlocksBulkWrite) => Promise<void>
  stop: (disk: Disk) => Promise<void>
  finalize: (disk: Disk, snapshotName?: string) => Promise<void>
  /** the disk as the API has it now */
  view: (disk: Disk) => Promise<Disk>
  remove: (disk: Disk) => Promise<void>
}

/** What cleaning up a stopped import left: nothing, or the disk and why it is still there. */
export type Cleanup = { ok: true } | { ok: false; disk: Disk; error: unknown }

export type ImportResult =
  | { status: 'imported'; disk: Disk }
  | { status: 'cancelled'; cleanup: Cleanup }
  | { status: 'failed'; step: ImportStep; error: unknown; cleanup: Cleanup }

export type ImportOptions = {
  file: Blob
  blockSize: BlockSize
  snapshotName?: string
  calls: ImportCalls
  /** aborting stops the import between two calls (a call under way is let finish) */
  signal: AbortSignal
  onProgress: (progress: ImportProgress) => void
  /** how long to wait between two looks at a finalizing disk */
  pollMs?: number
  /** looks at a finalizing disk before giving up on it */
  maxPolls?: number
  wait?: (ms: number) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// ---- sizes ---------------------------------------------------------------------------------

/** Exact byte counts ('1,536'): the compact '3.1M' would hide why a size is not whole blocks. */
export const exactNumber = (n: number) => n.toLocaleString('en-US')

/** The disk an image needs: the API takes whole GiB, at least MIN_DISK_SIZE_GIB. */
export const diskSizeFor = (fileBytes: number) =>
  Math.max(MIN_DISK_SIZE_GIB, Math.ceil(fileBytes / GiB)) * GiB

/** Why a file of this size cannot be imported with this block size, or undefined. */
export function fileSizeError(fileBytes: number, blockSize: BlockSize): string | undefined {
  if (fileBytes === 0) return 'The image file is empty'
  if (fileBytes % blockSize !== 0) {
    return `The file's size (${exactNumber(fileBytes)} bytes) must be a multiple of the block size (${exactNumber(blockSize)} bytes)`
  }
  if (diskSizeFor(fileBytes) > MAX_DISK_SIZE_GIB * GiB) {
    return `The image is too large: a disk can be at most ${exactNumber(MAX_DISK_SIZE_GIB)} GiB`
  }
  return undefined
}

/**
 * The largest write a call may carry that is still whole blocks. 512 KiB is a multiple of every
 * block size, but the rule is what the API checks, so it is computed rather than assumed.
 */
const chunkBytesFor = (blockSize: BlockSize) =>
  Math.floor(MAX_BULK_WRITE_BYTES / blockSize) * blockSize

// ---- chunks --------------------------------------------------------------------------------

const isAllZero = (bytes: Uint8Array) => bytes.every((b) => b === 0)

/** Standard padded base64 (RFC 4648 §4), as the bulk-write body wants. */
export function toBase64(bytes: Uint8Array): string {
  // String.fromCharCode takes its arguments on the stack; 32 Ki at a time stays well inside it.
  const STEP = 0x8000
  let binary = ''
  for (let i = 0; i < bytes.length; i += STEP) {
    binary += String.fromCharCode(...bytes.subarray(i, i + STEP))
  }
  return btoa(binary)
}

// ---- the import ----------------------------------------------------------------------------

class Cancelled extends Error {}

/** Thrown by a step: which one, and the API's error. */
class StepFailed extends Error {
  constructor(
    readonly step: ImportStep,
    override readonly cause: unknown,
  ) {
    super(STEP_ACTIONS[step])
  }
}

/**
 * Creates the disk, writes the file into it chunk by chunk and finalizes it, reporting progress
 * in bytes of the file. Aborting, or a failing step, stops it and removes the partly imported
 * disk (see `cleanUp`). Never throws: the result says how it ended.
 */
export async function importDisk(options: ImportOptions): Promise<ImportResult> {
  const { file, blockSize, snapshotName, calls, signal, onProgress } = options
  const totalBytes = file.size
  let bytesDone = 0
  const report = (phase: ImportPhase) => onProgress({ phase, bytesDone, totalBytes })
  const step = async <T>(name: ImportStep, run: () => Promise<T>): Promise<T> => {
    if (signal.aborted) throw new Cancelled()
    report(name)
    try {
      return await run()
    } catch (error) {
      throw new StepFailed(name, error)
    }
  }

  let disk: Disk | undefined
  try {
    disk = await step('create', () => calls.create({ size: diskSizeFor(totalBytes), blockSize }))
    const created = disk
    await step('start', () => calls.start(created))
    report('write')
    const chunkBytes = chunkBytesFor(blockSize)
    for (let offset = 0; offset < totalBytes; offset += chunkBytes) {
      const bytes = new Uint8Array(await file.slice(offset, offset + chunkBytes).arrayBuffer())
      // A disk created for import reads as zeros, so writing zeros would change nothing: skip
      // them (sparse images are mostly zeros) but count them as done.
      if (!isAllZero(bytes)) {
        const body = { offset, base64EncodedData: toBase64(bytes) }
        await step('write', () => calls.write(created, body))
      } else if (signal.aborted) {
        throw new Cancelled()
      }
      bytesDone = offset + bytes.length
      report('write')
    }
    await step('stop', () => calls.stop(created))
    await step('finalize', () => calls.finalize(created, snapshotName || undefined))
    // Done once the disk is detached, so whoever lists it next sees it usable.
    disk = await step('finalize', () => settle(created, options))
    if (disk.state.state !== 'detached') {
      throw new StepFailed('finalize', new Error(`The disk became ${disk.state.state}`))
    }
    report('done')
    return { status: 'imported', disk }
  } catch (error) {
    const cleanup: Cleanup = disk ? await cleanUp(disk, options, report) : { ok: true }
    if (error instanceof StepFailed) {
      return { status: 'failed', step: error.step, error: error.cause, cleanup }
    }
    if (error instanceof Cancelled) return { status: 'cancelled', cleanup }
    // reading the file failed: not an API step, but the disk was being written
    return { status: 'failed', step: 'write', error, cleanup }
  }
}

/**
 * After a finalize went through: waits until the disk is detached (or faulted), and returns it.
 * Anything else read meanwhile is waited out, not acted on: a look may be answered by a request
 * that started before the finalize (the cache merges a look with one already under way) and
 * still say import_ready, and finalizing again would be refused.
 */
async function settle(disk: Disk, options: ImportOptions): Promise<Disk> {
  const { calls, pollMs = 500, maxPolls = 240, wait = sleep } = options
  for (let i = 0; i < maxPolls; i++) {
    const current = await calls.view(disk)
    if (current.state.state === 'detached' || current.state.state === 'faulted') return current
    await wait(pollMs)
  }
  throw new Error(`Disk ${disk.name} is still finalizing`)
}

/**
 * Removes a partly imported disk. Spec §4 (and the API) only delete a detached or faulted disk,
 * and an import leaves it in import_ready, so the way out is the way forward: stop the writes if
 * they run, finalize (without a snapshot), wait for it to be detached, then delete it. Each
 * round reads the disk's state first, so a step that failed half-way is not repeated blindly;
 * a step the API refuses is looked at again rather than given up on: the look may have been
 * answered by a request already under way before the last step (the cache joins it), so the
 * state it acted on was already past.
 */
async function cleanUp(
  disk: Disk,
  options: ImportOptions,
  report: (phase: ImportPhase) => void,
): Promise<Cleanup> {
  const { calls } = options
  report('cleanup')
  let current = disk
  let refused: unknown
  // each state moves on by one call; finalizing takes a few looks
  for (let round = 0; round < 6; round++) {
    try {
      current = await calls.view(current)
    } catch (error) {
      return { ok: false, disk: current, error }
    }
    try {
      switch (current.state.state) {
        case 'importing_from_bulk_writes':
          await calls.stop(current)
          break
        case 'import_ready':
          await calls.finalize(current)
          current = await settle(current, options)
          break
        case 'finalizing':
          current = await settle(current, options)
          break
        case 'detached':
        case 'faulted':
          await calls.remove(current)
          return { ok: true }
        default:
          return {
            ok: false,
            disk: current,
            error: new Error(`The disk is ${current.state.state}`),
          }
      }
    } catch (error) {
      refused = error
    }
  }
  return {
    ok: false,
    disk: current,
    error: refused ?? new Error(`The disk is still ${current.state.state}`),
  }
}
