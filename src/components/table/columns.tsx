import { useContext, type MouseEvent, type ReactNode } from 'react'
import { DateTime } from '../DateTime'
import { CELL_LINK_CLASS, CELL_SKELETON_CLASS } from './cellStyles'
import { CellNavigateContext } from './cellNavigation'
import type { DataTableColumn } from './column'

/**
 * A link in a table cell (to an absolute path): MUI Link's look, from the table's styles (see
 * cellStyles). A plain click navigates in the app, as a router Link would; a click with a
 * modifier or another button is the browser's (a new tab, a new window).
 */
export function CellLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useContext(CellNavigateContext)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a className={CELL_LINK_CLASS} href={to} onClick={onClick}>
      {children}
    </a>
  )
}

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
