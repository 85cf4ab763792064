import Box from '@mui/material/Box'
import { useEffect, useRef, type ReactNode } from 'react'
import type { DataTableColumn } from '../table/column'

/** MUI's small outlined success Chip, drawn plain: a Chip would be the list shell's only one. */
const newMark = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  px: '7px',
  borderRadius: '12px',
  border: 1,
  borderColor: 'success.main',
  color: 'success.main',
  fontSize: '0.8125rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
} as const

/** Scrolls the highlighted row into view and marks it, so what a create made is seen. */
function Highlighted({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    // jsdom has no scrolling
    ref.current?.scrollIntoView?.({ block: 'center' })
  }, [])
  return (
    <Box
      component="span"
      ref={ref}
      data-highlighted
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}
    >
      {children}
      {/* a sight cue only: the cell keeps the name as its text, and the create's toast has
          already said it to screen readers */}
      <Box component="span" aria-hidden sx={newMark}>
        New
      </Box>
    </Box>
  )
}

/** The first column with the highlighted row's cell marked; the other columns as given. */
export function highlightColumns<Row extends { name?: string }>(
  columns: DataTableColumn<Row>[],
  highlight: string | null,
): DataTableColumn<Row>[] {
  const [first, ...rest] = columns
  if (!highlight || !first) return columns
  const cell = (row: Row): ReactNode =>
    first.renderCell
      ? first.renderCell({ row })
      : String((row as Record<string, unknown>)[first.field] ?? '')
  return [
    {
      ...first,
      renderCell: ({ row }) =>
        row.name === highlight ? <Highlighted>{cell(row)}</Highlighted> : cell(row),
    },
    ...rest,
  ]
}
