import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useRef, useState } from 'react'
import { downloadBlob } from '~/api/download'
import { messageOf } from '~/api/errors'
import { addToast } from '~/components'
import { formatBytes } from '~/util/format'

// One download at a time per page: streamed with its progress on screen and a Cancel; when it is
// complete the browser saves it under its name.

type State =
  | { state: 'idle' }
  | { state: 'running'; name: string; received: number; total?: number }
  | { state: 'failed'; name: string; message: string }

/** Hands a blob to the browser as a file download. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  // the browser has taken the file; the URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function useDownload() {
  const [state, setState] = useState<State>({ state: 'idle' })
  const controller = useRef<AbortController | null>(null)
  // leaving the page cancels what it was downloading
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(async (path: string, name: string, operationId: string) => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setState({ state: 'running', name, received: 0 })
    try {
      const blob = await downloadBlob({
        path,
        operationId,
        signal: abort.signal,
        onProgress: (received, total) => setState({ state: 'running', name, received, total }),
      })
      save(blob, name)
      setState({ state: 'idle' })
      addToast({ content: `Downloaded ${name}` })
    } catch (e) {
      if (abort.signal.aborted) setState({ state: 'idle' })
      else setState({ state: 'failed', name, message: messageOf(e) })
    } finally {
      if (controller.current === abort) controller.current = null
    }
  }, [])
  const cancel = useCallback(() => controller.current?.abort(), [])
  return { state, start, cancel, busy: state.state === 'running' }
}

/** The running download's progress with Cancel, or why the last one failed. */
export function DownloadStatus({ download }: { download: ReturnType<typeof useDownload> }) {
  const { state, cancel } = download
  if (state.state === 'failed')
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        Could not download {state.name}: {state.message}
      </Alert>
    )
  if (state.state !== 'running') return null
  const { name, received, total } = state
  const text = total ? `${formatBytes(received)} of ${formatBytes(total)}` : formatBytes(received)
  return (
    <Box
      sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      role="status"
      aria-label={`Downloading ${name}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
          Downloading {name}: {text}
        </Typography>
        <Button size="small" onClick={cancel}>
          Cancel download
        </Button>
      </Box>
      <LinearProgress
        variant={total ? 'determinate' : 'indeterminate'}
        value={total ? (100 * received) / total : undefined}
        aria-label={`Downloading ${name}`}
        aria-valuetext={text}
      />
    </Box>
  )
}
