import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTheme } from '@mui/material/styles'
import { FitAddon } from '@xterm/addon-fit'
import { Terminal } from '@xterm/xterm'
import { useEffect, useRef, useState } from 'react'
import { closeReason, keystrokeFrame, type ConnectionStatus } from './serialConsole'
import { StatusLine } from './StatusLine'
// xterm's own stylesheet (webpack's CSS rule puts it in this lazy chunk only)
import '@xterm/xterm/css/xterm.css'

/** The terminal never shrinks below this, however small the window. */
const MIN_HEIGHT_PX = 240
/** Room left under the terminal, so the page does not scroll. */
const BOTTOM_GAP_PX = 24

/** Height that fills the window below the element's top edge, kept up to date on resize. */
function useFillWindowHeight(ref: React.RefObject<HTMLElement | null>) {
  const [height, setHeight] = useState(MIN_HEIGHT_PX)
  useEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0
      setHeight(Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top - BOTTOM_GAP_PX)))
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [ref])
  return height
}

/**
 * An xterm terminal wired to the serial-console websocket at `url`: server bytes are written to
 * the terminal, keystrokes go back as binary frames. Mounting connects; unmounting (or a new url)
 * closes the socket and disposes the terminal.
 */
export function SerialConsole({ url, label }: { url: string; label: string }) {
  const theme = useTheme()
  const frameRef = useRef<HTMLDivElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const height = useFillWindowHeight(frameRef)
  const [status, setStatus] = useState<ConnectionStatus>({ kind: 'connecting' })
  // bumped by 'Reconnect' to open a fresh socket (and terminal) on the same url
  const [attempt, setAttempt] = useState(0)

  const background = theme.palette.background.default
  const foreground = theme.palette.text.primary
  // the terminal takes its colours when made and follows a theme switch without reconnecting
  const colors = useRef({ background, foreground, cursor: foreground })
  const termRef = useRef<Terminal | null>(null)
  useEffect(() => {
    colors.current = { background, foreground, cursor: foreground }
    if (termRef.current) termRef.current.options.theme = colors.current
  }, [background, foreground])

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    setStatus({ kind: 'connecting' })

    const term = new Terminal({
      // xterm's accessibility tree: screen readers can read the output line by line
      screenReaderMode: true,
      cursorBlink: true,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: 13,
      scrollback: 5000,
      theme: colors.current,
    })
    termRef.current = term
    const fit = new FitAddon()
    term.loadAddon(fit)
    term.open(container)
    const refit = () => {
      // fit() measures the DOM; a hidden or zero-sized container has nothing to fit to
      if (container.clientWidth > 0 && container.clientHeight > 0) fit.fit()
    }
    refit()
    const observer = new ResizeObserver(refit)
    observer.observe(container)

    const ws = new WebSocket(url)
    ws.binaryType = 'arraybuffer'
    ws.onopen = () => {
      setStatus({ kind: 'connected' })
      term.focus()
    }
    ws.onmessage = (event: MessageEvent<unknown>) => {
      const { data } = event
      if (typeof data === 'string') term.write(data)
      else if (data instanceof ArrayBuffer) term.write(new Uint8Array(data))
      else if (data instanceof Blob)
        void data.arrayBuffer().then((b) => term.write(new Uint8Array(b)))
    }
    // an error is always followed by a close, which carries the reason
    ws.onclose = (event) =>
      setStatus({ kind: 'disconnected', reason: closeReason(event.code, event.reason) })
    const typing = term.onData((data) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(keystrokeFrame(data))
    })

    return () => {
      observer.disconnect()
      typing.dispose()
      ws.onopen = ws.onmessage = ws.onclose = null
      ws.close()
      termRef.current = null
      term.dispose()
    }
  }, [url, attempt])

  return (
    <>
      <StatusLine
        status={status}
        action={
          status.kind === 'disconnected' && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Reconnect
            </Button>
          )
        }
      />
      <Box
        ref={frameRef}
        role="region"
        aria-label={label}
        sx={{
          boxSizing: 'border-box',
          height,
          display: 'flex',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: background,
          p: 1,
        }}
      >
        <Box
          ref={containerRef}
          sx={{
            flex: 1,
            minWidth: 0,
            minHeight: 0,
            '& .xterm': { height: '100%' },
            // the rows fill whole lines; the few pixels under the last one show the viewport,
            // which xterm's stylesheet paints black: the pane's colour instead, so no dead strip
            '& .xterm .xterm-viewport': { backgroundColor: 'transparent' },
          }}
        />
      </Box>
    </>
  )
}
