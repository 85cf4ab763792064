import type { BlockSize, Disk, Image, Snapshot } from '~/api/generated/types'
import {
  importDisk,
  STEP_ACTIONS,
  type ImportCalls,
  type ImportPhase,
  type ImportProgress,
  type ImportStep,
} from '~/app/uploads/importDisk'

// An image from a local file, the way the API makes one (issue #11): the disk import pipeline
// (a temporary disk created for import, bulk-write start, chunked writes skipping all-zero
// chunks, bulk-write stop, finalize with a snapshot), then an image from that snapshot, then the
// temporary disk and snapshot removed: the image does not need them. Without React, so it can be
// tested on its own.

/** The calls after the import's: the snapshot finalize took, the image, the tidy-up. */
export type UploadStep = ImportStep | 'snapshot' | 'image'

/** Where an upload is, for the progress view. */
export type UploadPhase = ImportPhase | 'snapshot' | 'image' | 'tidy'

/** What the progress view names each phase. */
export const UPLOAD_PHASE_LABELS: Record<UploadPhase, string> = {
  create: 'Creating a temporary disk',
  start: 'Starting the upload',
  write: 'Uploading the file',
  stop: 'Ending the upload',
  finalize: 'Finalizing the disk and taking a snapshot',
  snapshot: 'Waiting for the snapshot',
  image: 'Creating the image',
  tidy: 'Removing the temporary disk and snapshot',
  cleanup: 'Stopping: removing what was made',
  done: 'Done',
}

/** What was being done when a step failed, for the error message. */
export const UPLOAD_STEP_ACTIONS: Record<UploadStep, string> = {
  ...STEP_ACTIONS,
  snapshot: 'waiting for the snapshot',
  image: 'creating the image',
}

export type UploadProgress = Omit<ImportProgress, 'phase'> & { phase: UploadPhase }

export type UploadCalls = ImportCalls & {
  /** the snapshot finalize took, as the API has it now */
  viewSnapshot: (name: string) => Promise<Snapshot>
  createImage: (snapshot: Snapshot) => Promise<Image>
  deleteSnapshot: (snapshot: Snapshot) => Promise<void>
}

/** Something temporary the upload could not remove, and why: the user is told to remove it. */
export type Leftover = { what: string; error: unknown }

export type UploadResult =
  | { status: 'uploaded'; image: Image; leftovers: Leftover[] }
  | { status: 'cancelled'; leftovers: Leftover[] }
  | { status: 'failed'; step: UploadStep; error: unknown; leftovers: Leftover[] }

export type UploadOptions = {
  file: Blob
  blockSize: BlockSize
  /** the temporary snapshot's name (the temporary disk's is the create call's business) */
  snapshotName: string
  calls: UploadCalls
  signal: AbortSignal
  onProgress: (progress: UploadProgress) => void
  /** how long to wait between two looks at a creating snapshot */
  pollMs?: number
  /** looks at a creating snapshot before giving up on it */
  maxPolls?: number
  wait?: (ms: number) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

class Cancelled extends Error {}

class StepFailed extends Error {
  constructor(
    readonly step: UploadStep,
    override readonly cause: unknown,
  ) {
    super(UPLOAD_STEP_ACTIONS[step])
  }
}

/** Looks at the snapshot until it is no longer creating; a cancel stops the waiting. */
async function settledSnapshot(options: UploadOptions): Promise<Snapshot> {
  const { calls, snapshotName, signal, pollMs = 500, maxPolls = 240, wait = sleep } = options
  for (let i = 0; i < maxPolls; i++) {
    if (signal.aborted) throw new Cancelled()
    const snapshot = await calls.viewSnapshot(snapshotName)
    if (snapshot.state !== 'creating') return snapshot
    await wait(pollMs)
  }
  throw new Error(`Snapshot ${snapshotName} is still being created`)
}

/**
 * Removes the temporary disk (when given) and snapshot. The API deletes a snapshot only once it
 * is no longer creating, so that is waited out (not cancellable: this is the way out). Never
 * throws: what could not be removed is returned.
 */
async function removeTemporaries(
  disk: Disk | undefined,
  snapshot: Snapshot | undefined,
  options: UploadOptions,
): Promise<Leftover[]> {
  const { calls } = options
  const leftovers: Leftover[] = []
  if (disk) {
    try {
      await calls.remove(disk)
    } catch (error) {
      leftovers.push({ what: `disk ${disk.name}`, error })
    }
  }
  try {
    let current = snapshot ?? (await calls.viewSnapshot(options.snapshotName))
    if (current.state === 'creating') {
      current = await settledSnapshot({ ...options, signal: new AbortController().signal })
    }
    await calls.deleteSnapshot(current)
  } catch (error) {
    leftovers.push({ what: `snapshot ${options.snapshotName}`, error })
  }
  return leftovers
}

/**
 * Uploads the file into a temporary disk (importDisk), makes the image from the snapshot the
 * finalize took, and removes the disk and the snapshot. A cancel or a failing step stops it and
 * removes whatever it made. Never throws: the result says how it ended.
 */
export async function uploadImage(options: UploadOptions): Promise<UploadResult> {
  const { file, blockSize, snapshotName, calls, signal, onProgress } = options
  const totalBytes = file.size
  const report = (phase: UploadPhase) => onProgress({ phase, bytesDone: totalBytes, totalBytes })

  const imported = await importDisk({
    file,
    blockSize,
    snapshotName,
    calls,
    signal,
    // the import's end is not the upload's: the snapshot is next
    onProgress: (p) => onProgress(p.phase === 'done' ? { ...p, phase: 'snapshot' } : p),
    pollMs: options.pollMs,
    maxPolls: options.maxPolls,
    wait: options.wait,
  })
  if (imported.status === 'cancelled' || imported.status === 'failed') {
    // The import removed its disk (or says why not). A finalize that went through before the
    // stop took the snapshot: its name is this upload's own (generated), so one found is ours.
    const leftovers: Leftover[] = imported.cleanup.ok
      ? []
      : [{ what: `disk ${imported.cleanup.disk.name}`, error: imported.cleanup.error }]
    const snapshot = await calls.viewSnapshot(snapshotName).catch(() => undefined)
    if (snapshot) leftovers.push(...(await removeTemporaries(undefined, snapshot, options)))
    return imported.status === 'cancelled'
      ? { status: 'cancelled', leftovers }
      : { status: 'failed', step: imported.step, error: imported.error, leftovers }
  }

  const disk = imported.disk
  let snapshot: Snapshot | undefined
  try {
    report('snapshot')
    try {
      snapshot = await settledSnapshot(options)
    } catch (error) {
      if (error instanceof Cancelled) throw error
      throw new StepFailed('snapshot', error)
    }
    if (snapshot.state !== 'ready') {
      throw new StepFailed('snapshot', new Error(`The snapshot became ${snapshot.state}`))
    }
    if (signal.aborted) throw new Cancelled()
    report('image')
    const made = snapshot
    const image = await calls.createImage(made).catch((error: unknown) => {
      throw new StepFailed('image', error)
    })
    // the image stands on its own now: a cancel from here on changes nothing
    report('tidy')
    const leftovers = await removeTemporaries(disk, made, options)
    report('done')
    return { status: 'uploaded', image, leftovers }
  } catch (error) {
    report('cleanup')
    const leftovers = await removeTemporaries(disk, snapshot, options)
    if (error instanceof StepFailed) {
      return { status: 'failed', step: error.step, error: error.cause, leftovers }
    }
    return { status: 'cancelled', leftovers }
  }
}
