import { noteVersionRefusal, versionHeader } from './apiVersion'
import { reportUnauthorized } from './baseQuery'
import { processResponseBody } from './casing'
import { toApiError, type ApiError } from './errors'

// Files the API hands over as they are (a support bundle's zip, one of its files, its index as
// text), read outside RTK Query: streamed with progress and cancellable, so a large download
// never freezes the tab and its bytes never go into the store.

export type DownloadOptions = {
  path: string
  /** the operation's id, for the error catalogue */
  operationId: string
  /** bytes received so far, and the total when the server says it */
  onProgress?: (received: number, total: number | undefined) => void
  signal?: AbortSignal
}

async function fail(response: Response, operationId: string): Promise<never> {
  let body: unknown
  try {
    body = processResponseBody(JSON.parse(await response.text()))
  } catch {
    body = undefined
  }
  if (response.status === 401) reportUnauthorized()
  noteVersionRefusal(response.status, body)
  throw toApiError(operationId, response.status, body)
}

const cancelled: ApiError = { type: 'client_error', statusCode: 0, message: 'Download cancelled' }

/** The file's bytes, read chunk by chunk as they arrive. */
export async function downloadBlob(options: DownloadOptions): Promise<Blob> {
  const { path, operationId, onProgress, signal } = options
  let response: Response
  try {
    response = await fetch(path, { credentials: 'same-origin', signal, headers: versionHeader })
  } catch {
    throw signal?.aborted
      ? cancelled
      : ({
          type: 'client_error',
          statusCode: 0,
          message: 'Could not reach the API',
        } satisfies ApiError)
  }
  if (!response.ok) return fail(response, operationId)
  const length = Number(response.headers.get('Content-Length'))
  const total = Number.isFinite(length) && length > 0 ? length : undefined
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream'
  const reader = response.body?.getReader()
  if (!reader) {
    // a fetch without streams (the mock's) hands the body over whole
    const blob = await response.blob()
    if (signal?.aborted) throw cancelled
    onProgress?.(blob.size, total ?? blob.size)
    return blob
  }
  const parts: BlobPart[] = []
  let received = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parts.push(value)
      received += value.byteLength
      onProgress?.(received, total)
    }
  } catch {
    throw signal?.aborted
      ? cancelled
      : ({
          type: 'client_error',
          statusCode: 0,
          message: 'The download was interrupted',
        } satisfies ApiError)
  }
  return new Blob(parts, { type })
}

/** A Blob's text; FileReader where Blob.text is missing (older engines, jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'))
    reader.readAsText(blob)
  })
}

/** A small text file (an index), whole. */
export async function downloadText(options: DownloadOptions): Promise<string> {
  return blobText(await downloadBlob(options))
}
