import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { DateTime } from '../DateTime'
import { CELL_LINK_CLASS, CELL_SKELETON_CLASS } from './cellStyles'
import type { DataTableColumn } from './column'

/** A link in a table cell: MUI Link's look, from the table's styles (see cellStyles). */
export const CellLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link className={CELL_LINK_CLASS} to={to}>
    {children}
  </Link>
)

/** A cell's own data loading: a named progress bar that looks like MUI's text Skeleton. */
export const CellSkeleton = ({ width, label }: { width: number; label: string }) => (
  <span className={CELL_SKELETON_CLASS} style={{ width }} role="progressbar" aria-label={label} />
)

// The columns most resource lists share, so each list declares only what is its own.

/** The resource's name, linking to where it is viewed or edited. */
export const nameLinkColumn = <Row extends { name: string }>(
  to: (row: Row) => string,
): DataTableColumn<Row> => ({
  field: 'name',
  headerName: 'Name',
  flex: 1,
  renderCell: ({ row }) => <CellLink to={to(row)}>{row.name}</CellLink>,
})

export const descriptionColumn = <Row extends { description: string }>(): DataTableColumn<Row> => ({
  field: 'description',
  headerName: 'Description',
  flex: 2,
})

/**
 * A date column's narrowest: the day ('Mar 15, 2025,') and the cell's padding. Narrower than
 * its width, a date wraps between day and time (DateTime) rather than being cut.
 */
export const DATE_MIN_WIDTH = 128

export const createdColumn = <Row extends { timeCreated: Date }>(): DataTableColumn<Row> => ({
  field: 'timeCreated',
  headerName: 'Created',
  width: 200,
  minWidth: DATE_MIN_WIDTH,
  renderCell: ({ row }) => <DateTime date={row.timeCreated} />,
  csv: (row) => row.timeCreated.toISOString(),
})
