import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp'
import PauseIcon from '@mui/icons-material/Pause'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { FitAddon } from '@xterm/addon-fit'
import { SearchAddon, type ISearchOptions } from '@xterm/addon-search'
import { SerializeAddon } from '@xterm/addon-serialize'
import { Terminal } from '@xterm/xterm'
import { useEffect, useId, useRef, useState } from 'react'
import { GatedButton } from '~/components'
import { copyText } from '~/components/copyText'
import { formatBytes } from '~/util/format'
import { ConsoleOutput } from './consoleOutput'
import { keepConsole, keptConsole } from './keptConsoles'
import {
  closeReason,
  keystrokeFrame,
  LEAVE_TERMINAL_HINT,
  leaveOnEscapeTab,
  matchCountText,
  reconnectDelaySeconds,
  scrollbackFileName,
  type ConnectionStatus,
} from './serialConsole'
import { StatusLine } from './StatusLine'
// xterm's own stylesheet (webpack's CSS rule puts it in this lazy chunk only)
import '@xterm/xterm/css/xterm.css'

/** The terminal never shrinks below this, however small the window. */
const MIN_HEIGHT_PX = 240
/** Room left under the terminal, so the page does not scroll. */
const BOTTOM_GAP_PX = 24
/** Rows of scrollback the terminal holds (and a kept console keeps). */
const SCROLLBACK_ROWS = 5000
/** A connection open this long counts as working again: the next drop retries after 1 s. */
const STABLE_MS = 10_000

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

/** The whole scrollback as plain text: wrapped rows joined, trailing blanks dropped. */
function scrollbackText(term: Terminal): string {
  const buffer = term.buffer.active
  const lines: string[] = []
  for (let i = 0; i < buffer.length; i++) {
    const line = buffer.getLine(i)
    if (!line) continue
    const text = line.translateToString(false)
    if (line.isWrapped && lines.length > 0) lines[lines.length - 1] += text
    else lines.push(text)
  }
  const trimmed = lines.map((l) => l.trimEnd())
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop()
  return trimmed.length > 0 ? `${trimmed.join('\n')}\n` : ''
}

/** Hands text to the browser as a file download. */
function saveText(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  // the browser has taken the file; the URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** When the next try is due, while one is. */
type Retry = { at: number } | null

/**
 * An xterm terminal wired to the serial-console websocket at `url`: server bytes are written to
 * the terminal, keystrokes go back as binary frames. A dropped socket is opened again after a
 * back-off; the output can be paused (held, not lost), copied, saved and searched, and it is kept
 * under `keepAs` when the component goes (another tab of the instance) and shown again on return.
 */
export function SerialConsole({
  url,
  label,
  instance,
  keepAs,
}: {
  url: string
  label: string
  /** the instance's name, for the saved file's */
  instance: string
  keepAs: string
}) {
  const theme = useTheme()
  const frameRef = useRef<HTMLDivElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const height = useFillWindowHeight(frameRef)
  const [status, setStatus] = useState<ConnectionStatus>({ kind: 'connecting' })
  // bumped to open a fresh socket on the same url (the terminal stays)
  const [attempt, setAttempt] = useState(0)
  const [retry, setRetry] = useState<Retry>(null)
  const [now, setNow] = useState(() => Date.now())
  const failures = useRef(0)
  const [held, setHeld] = useState({ paused: false, waiting: 0, dropped: 0 })
  const [hasSelection, setHasSelection] = useState(false)
  const [query, setQuery] = useState('')
  const [matches, setMatches] = useState<{ index: number; count: number } | null>(null)
  const pausedNoteId = useId()

  const background = theme.palette.background.default
  const foreground = theme.palette.text.primary
  const dark = theme.palette.mode === 'dark'
  // the terminal takes its colours when made and follows a theme switch without reconnecting
  const colors = useRef({ background, foreground, cursor: foreground })
  const termRef = useRef<Terminal | null>(null)
  const outputRef = useRef<ConsoleOutput | null>(null)
  const searchRef = useRef<SearchAddon | null>(null)
  useEffect(() => {
    colors.current = { background, foreground, cursor: foreground }
    if (termRef.current) termRef.current.options.theme = colors.current
  }, [background, foreground])

  // the terminal: made once, its output kept when it goes
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const term = new Terminal({
      // xterm's accessibility tree: screen readers can read the output line by line
      screenReaderMode: true,
      cursorBlink: true,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: 13,
      scrollback: SCROLLBACK_ROWS,
      theme: colors.current,
      // the search's match highlights
      allowProposedApi: true,
    })
    termRef.current = term
    const fit = new FitAddon()
    const serialize = new SerializeAddon()
    const search = new SearchAddon()
    term.loadAddon(fit)
    term.loadAddon(serialize)
    term.loadAddon(search)
    searchRef.current = search
    term.open(container)
    term.attachCustomKeyEventHandler(leaveOnEscapeTab())
    const refit = () => {
      // fit() measures the DOM; a hidden or zero-sized container has nothing to fit to
      if (container.clientWidth > 0 && container.clientHeight > 0) fit.fit()
    }
    refit()
    const observer = new ResizeObserver(refit)
    observer.observe(container)

    const kept = keptConsole(keepAs)
    if (kept) term.write(kept.screen)
    const output = new ConsoleOutput(
      (bytes) => term.write(bytes),
      () => setHeld({ paused: output.paused, waiting: output.waiting, dropped: output.dropped }),
      kept,
    )
    outputRef.current = output
    setHeld({ paused: output.paused, waiting: output.waiting, dropped: output.dropped })
    const selection = term.onSelectionChange(() => setHasSelection(term.hasSelection()))
    const results = search.onDidChangeResults(({ resultIndex, resultCount }) =>
      setMatches({ index: resultIndex, count: resultCount }),
    )

    return () => {
      observer.disconnect()
      selection.dispose()
      results.dispose()
      keepConsole(keepAs, {
        ...output.keep(),
        screen: serialize.serialize({ scrollback: SCROLLBACK_ROWS }),
      })
      output.dispose()
      outputRef.current = null
      searchRef.current = null
      termRef.current = null
      term.dispose()
    }
  }, [keepAs])

  // the socket: a new one per attempt, into the same terminal
  useEffect(() => {
    const term = termRef.current
    const output = outputRef.current
    if (!term || !output) return
    setStatus({ kind: 'connecting' })
    setRetry(null)
    let stable: ReturnType<typeof setTimeout> | undefined
    let next: ReturnType<typeof setTimeout> | undefined

    const ws = new WebSocket(url)
    ws.binaryType = 'arraybuffer'
    ws.onopen = () => {
      setStatus({ kind: 'connected' })
      output.opened()
      stable = setTimeout(() => (failures.current = 0), STABLE_MS)
      // the first time in; later reconnects leave the focus where the user put it
      if (document.activeElement === document.body) term.focus()
    }
    ws.onmessage = (event: MessageEvent<unknown>) => {
      const { data } = event
      if (typeof data === 'string') output.receive(new TextEncoder().encode(data))
      else if (data instanceof ArrayBuffer) output.receive(new Uint8Array(data))
      else if (data instanceof Blob)
        void data.arrayBuffer().then((b) => output.receive(new Uint8Array(b)))
    }
    // an error is always followed by a close, which carries the reason
    ws.onclose = (event) => {
      clearTimeout(stable)
      output.closed()
      setStatus({ kind: 'disconnected', reason: closeReason(event.code, event.reason) })
      const delay = reconnectDelaySeconds(failures.current) * 1000
      failures.current += 1
      setRetry({ at: Date.now() + delay })
      setNow(Date.now())
      next = setTimeout(() => setAttempt((n) => n + 1), delay)
    }
    const typing = term.onData((data) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(keystrokeFrame(data))
    })

    return () => {
      clearTimeout(stable)
      clearTimeout(next)
      typing.dispose()
      ws.onopen = ws.onmessage = ws.onclose = null
      ws.close()
    }
  }, [url, attempt])

  // the countdown to the next try
  useEffect(() => {
    if (!retry) return
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [retry])

  const searchOptions = (): ISearchOptions => ({
    decorations: {
      // the addon takes #RRGGBB; chosen for the terminal's text on top, per scheme
      matchBackground: dark ? '#5c4a00' : '#fff0b3',
      activeMatchBackground: dark ? '#8a5a00' : '#ffc266',
      matchOverviewRuler: '#d4a000',
      activeMatchColorOverviewRuler: '#ff8c00',
    },
  })
  const find = (term: string, direction: 'next' | 'previous', incremental = false) => {
    const search = searchRef.current
    if (!search) return
    if (!term) {
      search.clearDecorations()
      setMatches(null)
      return
    }
    if (direction === 'next') search.findNext(term, { ...searchOptions(), incremental })
    else search.findPrevious(term, searchOptions())
  }

  const togglePause = () => {
    const output = outputRef.current
    if (!output) return
    if (output.paused) output.resume()
    else output.pause()
  }
  const copySelection = () => {
    const selection = termRef.current?.getSelection()
    if (selection) void copyText(selection)
  }
  const copyAll = () => {
    if (termRef.current) void copyText(scrollbackText(termRef.current))
  }
  const save = () => {
    if (termRef.current)
      saveText(scrollbackText(termRef.current), scrollbackFileName(instance, new Date()))
  }

  const seconds = retry ? Math.max(0, Math.ceil((retry.at - now) / 1000)) : 0
  return (
    <>
      <StatusLine
        status={status}
        action={
          status.kind === 'disconnected' && (
            <>
              {retry && (
                <Typography variant="body2" color="text.secondary">
                  Reconnecting in {seconds}s
                </Typography>
              )}
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => setAttempt((n) => n + 1)}
              >
                Reconnect now
              </Button>
            </>
          )
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={held.paused ? <PlayArrowIcon aria-hidden /> : <PauseIcon aria-hidden />}
          aria-describedby={held.paused ? pausedNoteId : undefined}
          onClick={togglePause}
        >
          {held.paused ? 'Resume' : 'Pause'}
        </Button>
        {held.paused && (
          <Typography id={pausedNoteId} variant="body2" color="text.secondary">
            Paused: {formatBytes(held.waiting)} waiting
            {held.dropped > 0 && `, the oldest ${formatBytes(held.dropped)} dropped`}
          </Typography>
        )}
        <GatedButton
          size="small"
          variant="outlined"
          color="inherit"
          disabledReason={hasSelection ? undefined : 'Select text in the terminal first'}
          onClick={copySelection}
        >
          Copy selection
        </GatedButton>
        <Button size="small" variant="outlined" color="inherit" onClick={copyAll}>
          Copy all
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={save}>
          Save
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
          <TextField
            size="small"
            type="search"
            label="Search output"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value)
              find(e.target.value, 'next', true)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                find(query, e.shiftKey ? 'previous' : 'next')
              } else if (e.key === 'Escape' && query) {
                e.preventDefault()
                setQuery('')
                find('', 'next')
              }
            }}
            sx={{ width: 200 }}
          />
          <IconButton
            size="small"
            aria-label="Previous match"
            disabled={!query}
            onClick={() => find(query, 'previous')}
          >
            <KeyboardArrowUpIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label="Next match"
            disabled={!query}
            onClick={() => find(query, 'next')}
          >
            <KeyboardArrowDownIcon fontSize="small" />
          </IconButton>
          <Typography
            variant="body2"
            color="text.secondary"
            aria-live="polite"
            sx={{ minWidth: 72 }}
          >
            {query && matches ? matchCountText(matches) : ''}
          </Typography>
        </Box>
      </Box>
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
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {LEAVE_TERMINAL_HINT}
      </Typography>
    </>
  )
}
