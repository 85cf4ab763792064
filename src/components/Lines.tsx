import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

// Table cells that hold more than one line, for tables whose rows grow (rowHeight 'auto'): on a
// narrow screen a short line each reads better than one long line cut off.

/** One item a line; '—' for none. */
export function Lines({ items }: { items: readonly ReactNode[] }) {
  if (items.length === 0) return '—'
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      {items.map((item, i) => (
        <span key={i}>{item}</span>
      ))}
    </Box>
  )
}

/** A tagged value: its kind in small type over the value ('IP network' / '10.0.0.0/8'). */
export function KindAndValue({ kind, value }: { kind: string; value?: string }) {
  if (value === undefined) return kind
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
      <Typography component="span" variant="caption" color="text.secondary">
        {kind}
      </Typography>
      <span>{value}</span>
    </Box>
  )
}
