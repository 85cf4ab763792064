import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useEffect, useRef, type ReactNode } from 'react'
import type { DataTableColumn } from '../table/column'

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
      <Chip label="New" size="small" color="success" variant="outlined" aria-hidden />
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
