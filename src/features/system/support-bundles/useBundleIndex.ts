import { useCallback, useEffect, useState } from 'react'
import { downloadText } from '~/api/download'
import { bundleIndexPath } from './paths'

/**
 * The bundle's files (its index: one path a line), once it is active; undefined until then.
 * `retry` asks again after an error, which stays until the answer.
 */
export function useBundleIndex(id: string, active: boolean) {
  const [answer, setAnswer] = useState<{ files?: string[]; error?: unknown }>()
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!active) return
    const abort = new AbortController()
    downloadText({
      path: bundleIndexPath(id),
      operationId: 'supportBundleIndex',
      signal: abort.signal,
    }).then(
      (text) => setAnswer({ files: text.split('\n').filter((line) => line.trim() !== '') }),
      (error: unknown) => !abort.signal.aborted && setAnswer({ error }),
    )
    return () => abort.abort()
  }, [id, active, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...answer, retry }
}
