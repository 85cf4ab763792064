import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useState, type ReactNode } from 'react'
import { PAGE_SIZE } from '~/util/constants'
import { formatDateTime } from '~/util/format'
import { visuallyHidden } from '../visuallyHidden'
import { fieldValue, type DataTableColumn } from './column'
import { DataTablePager } from './DataTablePager'
import { DataTableToolbar } from './DataTableToolbar'
import type { RowAction } from './RowAction'
import { RowActions } from './RowActions'

export type { DataTableColumn } from './column'

export type DataTablePagination = {
  /** Zero-based index of the page the caller has loaded. */
  pageIndex: number
  hasNextPage: boolean
  onNext: () => void
  onPrev: () => void
}

export type DataTableProps<Row extends { id: string }> = {
  'aria-label': string
  columns: DataTableColumn<Row>[]
  rows: Row[] | undefined
  loading: boolean
  emptyState: ReactNode
  /** Server paging with an unknown total; without it the rows are paged in the browser. */
  pagination?: DataTablePagination
  rowActions?: (row: Row) => RowAction[]
  /** Names the row in its actions button ('Row actions for {label}'); defaults to the id. */
  getRowLabel?: (row: Row) => string
}

const SKELETON_ROWS = 5
const ACTIONS_WIDTH = 64
/** Below this a flex column is squeezed too far; the table scrolls sideways instead. */
const FLEX_MIN_WIDTH = 160

/**
 * Column widths for a fixed table layout: px for `width`, and for `flex` a percentage share.
 * The percentages add up to 100 %, which browsers scale down to the room the px columns leave.
 */
function columnWidths<Row>(columns: DataTableColumn<Row>[]): string[] {
  const totalFlex = columns.reduce((sum, c) => (c.width ? sum : sum + (c.flex ?? 1)), 0)
  return columns.map((c) =>
    c.width ? `${c.width}px` : `${(((c.flex ?? 1) / totalFlex) * 100).toFixed(3)}%`,
  )
}

function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  if (column.renderCell) return column.renderCell({ row })
  const value = fieldValue(row as object, column.field)
  return value instanceof Date ? formatDateTime(value) : String(value ?? '')
}

/**
 * The list table of every list page: a plain, fully rendered HTML table (at most 25 rows at a
 * time), a CSV export above it and a pager below. Every control is a button or link in the tab
 * order; there is no grid-style arrow-key navigation.
 */
export function DataTable<Row extends { id: string }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  loading,
  emptyState,
  pagination,
  rowActions,
  getRowLabel,
}: DataTableProps<Row>) {
  const [clientPage, setClientPage] = useState(0)

  const pageIndex = pagination?.pageIndex ?? 0
  // An empty later page (rows deleted meanwhile) keeps the table, so 'previous' stays reachable.
  if (rows && rows.length === 0 && !loading && pageIndex === 0) return <>{emptyState}</>

  // Browser paging; the page is clamped in case rows went away since it was chosen.
  const lastClientPage = Math.max(0, Math.ceil((rows?.length ?? 0) / PAGE_SIZE) - 1)
  const page = Math.min(clientPage, lastClientPage)
  const shownRows = pagination ? rows : rows?.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)

  const pager = pagination
    ? {
        status: `Page ${pagination.pageIndex + 1}`,
        hasPrev: pagination.pageIndex > 0,
        hasNext: pagination.hasNextPage,
        onPrev: pagination.onPrev,
        onNext: pagination.onNext,
      }
    : lastClientPage > 0
      ? {
          status: `Page ${page + 1} of ${lastClientPage + 1}`,
          hasPrev: page > 0,
          hasNext: page < lastClientPage,
          onPrev: () => setClientPage(page - 1),
          onNext: () => setClientPage(page + 1),
        }
      : null

  const showSkeleton = loading && !rows
  const widths = columnWidths(columns)
  const columnCount = columns.length + (rowActions ? 1 : 0)
  const minWidth =
    columns.reduce((sum, c) => sum + (c.width ?? FLEX_MIN_WIDTH), 0) +
    (rowActions ? ACTIONS_WIDTH : 0)

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <DataTableToolbar fileName={ariaLabel} columns={columns} rows={rows} />
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          aria-label={ariaLabel}
          aria-busy={showSkeleton || undefined}
          size="small"
          sx={{
            tableLayout: 'fixed',
            minWidth,
            '& .MuiTableCell-root': {
              height: 44,
              py: 0,
              px: 2,
              borderColor: 'divider',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            },
            '& .MuiTableCell-head': {
              color: 'text.secondary',
              fontWeight: 500,
              fontVariantCaps: 'all-small-caps',
              fontSize: '0.875rem',
              letterSpacing: '0.04em',
            },
            // the Paper's border closes the table, or the pager's
            '& .MuiTableBody-root .MuiTableRow-root:last-of-type > .MuiTableCell-root': {
              borderBottom: 0,
            },
          }}
        >
          <colgroup>
            {columns.map((c, i) => (
              <col key={c.field} style={{ width: widths[i] }} />
            ))}
            {rowActions && <col style={{ width: ACTIONS_WIDTH }} />}
          </colgroup>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.field} scope="col">
                  {c.headerName}
                </TableCell>
              ))}
              {rowActions && (
                // for screen readers; sighted users recognise the ⋯ buttons
                <TableCell scope="col" sx={{ position: 'relative' }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {showSkeleton &&
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {Array.from({ length: columnCount }, (_, j) => (
                    <TableCell key={j}>
                      <Skeleton variant="text" width={j === columns.length ? 24 : '60%'} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {shownRows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ color: 'text.secondary' }}>
                  Nothing on this page
                </TableCell>
              </TableRow>
            )}
            {shownRows?.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((c) => (
                  <TableCell key={c.field}>{cellContent(c, row)}</TableCell>
                ))}
                {rowActions && (
                  <TableCell align="center" sx={{ '&&&': { px: 0 } }}>
                    <RowActions
                      label={`Row actions for ${getRowLabel ? getRowLabel(row) : row.id}`}
                      actions={rowActions(row)}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {pager && <DataTablePager {...pager} />}
    </Paper>
  )
}
