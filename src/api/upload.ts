import { API_VERSION_HEADER, noteVersionRefusal, versionHeader } from './apiVersion'
import { reportUnauthorized } from './baseQuery'
import { processResponseBody, toQueryString } from './casing'
import { toApiError, type ApiError } from './errors'

// A request whose body is a large file, sent with XMLHttpRequest because fetch reports no
// upload progress: the TUF repository upload (PUT with the file as the body). The answer and the
// errors come back as RTK Query's would (camelCase data, an ApiError), a 401 goes to sign-in.

export type UploadOptions = {
  method: 'PUT' | 'POST'
  path: string
  query?: Record<string, unknown>
  body: Blob
  /** bytes sent so far, of the total */
  onProgress?: (sent: number, total: number) => void
  /** aborting cancels the upload; the promise then rejects with 'Upload cancelled' */
  signal?: AbortSignal
  /** the operation's id, for the error catalogue */
  operationId: string
}

export function uploadFile<T>(options: UploadOptions): Promise<T> {
  const { method, path, query, body, onProgress, signal, operationId } = options
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, path + toQueryString(query))
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    xhr.setRequestHeader(API_VERSION_HEADER, versionHeader[API_VERSION_HEADER]!)
    xhr.withCredentials = true
    // a progress event arriving after the answer (the mock's XHR sends them late) is old news
    let settled = false
    const fail = (error: ApiError) => {
      settled = true
      reject(error)
    }
    xhr.upload.onprogress = (e) => {
      if (!settled) onProgress?.(e.loaded, e.lengthComputable ? e.total : body.size)
    }
    xhr.onerror = () =>
      fail({ type: 'client_error', statusCode: 0, message: 'Could not reach the API' })
    xhr.onabort = () => fail({ type: 'client_error', statusCode: 0, message: 'Upload cancelled' })
    xhr.onload = () => {
      let parsed: unknown
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : {}
      } catch {
        parsed = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300 && parsed !== undefined) {
        onProgress?.(body.size, body.size)
        settled = true
        resolve(processResponseBody(parsed) as T)
        return
      }
      if (xhr.status === 401) reportUnauthorized()
      noteVersionRefusal(xhr.status, parsed)
      fail(
        toApiError(
          operationId,
          xhr.status,
          parsed === undefined ? undefined : processResponseBody(parsed),
        ),
      )
    }
    if (signal?.aborted) {
      fail({ type: 'client_error', statusCode: 0, message: 'Upload cancelled' })
      return
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}
