import Box from '@mui/material/Box'
import { alpha, darken, lighten, type Theme } from '@mui/material/styles'
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useInRouterContext } from 'react-router-dom'
import { PAGE_SIZE } from '~/util/constants'
import { createSettler, SettleScope } from '../WhenSettled'
import { CellNavigation } from './CellNavigation'
import { CELL_CLASS, cellStyles, headerTitleStyle } from './cellStyles'
import { displayValue, isProse } from './column'
import type { DataTableProps } from './tableProps'
import { InTableContext } from './inTable'
import { ACTIONS_WIDTH, columnVisibility, NARROW_SCREEN, tableChrome } from './tableChrome'
import { readTableSettings } from './tableSettings'

// The rows of the app's first table, drawn before the grid has run (see DataTable): a plain table
// laid out as the grid lays out its rows (the same columns, cells, heights and lines), read-only
// for the moment until the grid takes its place. The grid's chunk and its first render are most
// of a cold load's script; reading the rows and following their links need neither.

/** The grid's heights at standard density: its toolbar, its header row, a row, its pager. */
const TOOLBAR_HEIGHT = 38.125
const HEADER_HEIGHT = 56
const ROW_HEIGHT = 52
const FOOTER_HEIGHT = 52
/** The grid's row height factor per density. */
const DENSITY_FACTOR = { compact: 0.7, standard: 1, comfortable: 1.3 } as const
/** The grid's own width for its selection checkbox column. */
const CHECKBOX_WIDTH = 50

const fixed = (width: number) => ({ width, minWidth: width })

/** The cells' work of their own (a request per row) waits for the grid: the rows here go. */
function heldSettler() {
  const settler = createSettler()
  settler.hold()
  return settler
}

export function FirstRows<Row extends { id: string }>({
  focusedHref,
  ...props
}: Omit<DataTableProps<Row>, 'emptyState'> & {
  /** Set as these rows go to where a link that had focus among them was going. */
  focusedHref: RefObject<string | null>
}) {
  const { columns, rows = [], selection, rowActions, copyId, rowHeight, settingsKey } = props
  const { scroll } = props
  const label = props['aria-label']
  const [settler] = useState(heldSettler)
  const shown = useMemo(() => {
    const saved = readTableSettings(settingsKey ?? label)
    const narrow = window.matchMedia?.(NARROW_SCREEN).matches ?? false
    const visibility = columnVisibility(columns, saved.columns ?? null, narrow)
    return { columns: columns.filter((c) => visibility[c.field] !== false), saved }
  }, [columns, settingsKey, label])
  const factor = DENSITY_FACTOR[shown.saved.density ?? 'standard']
  // a table that scrolls its rows has its own height for them, which the grid's rows then keep
  const rowPx = scroll?.rowHeight ?? ROW_HEIGHT
  const sx = useMemo(() => firstRowsStyles(factor, rowPx), [factor, rowPx])
  const inRouter = useInRouterContext()
  const { showToolbar, hideFooter } = tableChrome(props)
  const hasActions = rowActions !== undefined || (copyId !== undefined && copyId !== false)
  // (the grid ignores rowHeight for such a table: so do these rows)
  const grows = scroll ? undefined : rowHeight === 'auto' ? () => true : rowHeight
  // with a prose column the others keep their content's width; without one, the grid widens
  // every column to fill the table
  const prose = shown.columns.some(isProse)

  // a link focused here (Tab, in the moment before the grid) stays focused in the grid
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = root.current
    return () => {
      const active = document.activeElement
      if (element?.contains(active))
        focusedHref.current = active?.closest('a')?.getAttribute('href') ?? null
    }
  }, [focusedHref])

  const table = (
    <Box ref={root} sx={sx}>
      {showToolbar && <div className="FirstRows-toolbar">{props.toolbarStart}</div>}
      <table
        aria-label={label}
        aria-busy="true"
        className={prose ? 'FirstRows-withProse' : undefined}
      >
        <thead>
          <tr>
            {selection && <td style={fixed(CHECKBOX_WIDTH)} />}
            {shown.columns.map((c) => (
              <th key={c.field} scope="col" {...widthOf(c)}>
                {c.headerName}
              </th>
            ))}
            {hasActions && <td style={fixed(ACTIONS_WIDTH)} />}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PAGE_SIZE).map((row) => (
            <tr key={row.id} className={grows?.(row) ? 'FirstRows-grown' : undefined}>
              {selection && <td />}
              {shown.columns.map((c) => (
                <td key={c.field} {...widthOf(c)}>
                  <span className={CELL_CLASS}>
                    {c.renderCell ? c.renderCell({ row }) : displayValue(c, row)}
                  </span>
                </td>
              ))}
              {hasActions && <td />}
            </tr>
          ))}
        </tbody>
      </table>
      {!hideFooter && <div className="FirstRows-footer" />}
    </Box>
  )
  return (
    <InTableContext.Provider value>
      <SettleScope value={settler}>
        {inRouter ? <CellNavigation>{table}</CellNavigation> : table}
      </SettleScope>
    </InTableContext.Provider>
  )
}

/**
 * A column's width as the grid fits it (DataGridTable's autosize): prose (flex ≥ 2, no width)
 * takes the room left and ends in an ellipsis; any other column fits its content on one line,
 * down to its minWidth, and with no prose column shares the room left with the others.
 */
function widthOf(column: { width?: number; flex?: number; minWidth?: number }) {
  if (isProse(column)) return { className: 'FirstRows-prose' }
  return { className: 'FirstRows-fit', style: { minWidth: column.minWidth } }
}

/** The grid's look (its material theme variables), drawn with one class for the whole table. */
const firstRowsStyles = (factor: number, rowHeight: number) => (theme: Theme) => {
  const { palette } = theme
  const paper = palette.background.paper
  const line =
    palette.mode === 'light'
      ? lighten(alpha(palette.divider, 1), 0.88)
      : darken(alpha(palette.divider, 1), 0.68)
  return {
    ...cellStyles(theme),
    border: `1px solid ${line}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    bgcolor: paper,
    overflow: 'hidden',
    ...theme.typography.body2,
    '& .FirstRows-toolbar': {
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      minHeight: TOOLBAR_HEIGHT,
      px: 1,
      borderBottom: `1px solid ${palette.divider}`,
    },
    '& table': { width: '100%', borderCollapse: 'separate', borderSpacing: 0 },
    '& th, & td': { boxSizing: 'border-box', p: '0 10px', textAlign: 'left' },
    '& thead td, & th': {
      height: HEADER_HEIGHT * factor,
      borderBottom: `1px solid ${line}`,
      bgcolor: palette.mode === 'dark' ? `color-mix(in srgb, ${paper} 95%, #fff)` : paper,
    },
    '& th': headerTitleStyle,
    '& tbody td': { height: rowHeight * factor, borderTop: `1px solid ${line}` },
    '& tbody tr:first-of-type td': { borderTopColor: 'transparent' },
    '& .FirstRows-grown td': { py: 1 },
    // a column that fits its content, on one line as the grid measures it; prose takes the rest
    '& .FirstRows-withProse .FirstRows-fit': { width: '1%' },
    // (a date may wrap between day and time, in its own style: the grid measures it unwrapped);
    // a row that grows (a failed instance's reason) wraps as it does in the grid
    '& tr:not(.FirstRows-grown) .FirstRows-fit, & tr:not(.FirstRows-grown) .FirstRows-fit *': {
      whiteSpace: 'nowrap !important',
    },
    '& .FirstRows-prose': { width: '100%', maxWidth: 0 },
    [`& td > .${CELL_CLASS}`]: { display: 'block' },
    '& .FirstRows-footer': { height: FOOTER_HEIGHT, borderTop: `1px solid ${line}` },
  }
}
