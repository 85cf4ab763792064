import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'

/** Longer than this, a description shows its first lines and a button to read it all. */
export const DESCRIPTION_CLAMP_CHARS = 280
const CLAMP_LINES = 3

/**
 * A resource's description under its page header. The API takes up to 512 characters, but a
 * value may come from elsewhere (a newer rack, a script): any length wraps, even a word with no
 * spaces (issue 43 §5), and a long one shows three lines with 'Show all' to read the rest.
 */
export function PageDescription({ text }: { text: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const long = text.length > DESCRIPTION_CLAMP_CHARS
  const clamped = long && !open
  return (
    <div style={{ marginTop: -16, marginBottom: 16 }}>
      <Typography
        id={id}
        color="text.secondary"
        sx={{
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-line',
          ...(clamped && {
            display: '-webkit-box',
            WebkitLineClamp: CLAMP_LINES,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }),
        }}
      >
        {text}
      </Typography>
      {long && (
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          sx={{ px: 0.5, minWidth: 0 }}
        >
          {open ? 'Show less' : 'Show all'}
        </Button>
      )}
    </div>
  )
}
