import { useEffect, useState } from 'react'
import { downloadText } from '~/api/download'
import { bundleIndexPath } from './paths'

/** The bundle's files (its index: one path a line), once it is active; undefined until then. */
export function useBundleIndex(id: string, active: boolean) {
  const [answer, setAnswer] = useState<{ files?: string[]; error?: unknown }>()
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
  }, [id, active])
  return answer ?? {}
}
