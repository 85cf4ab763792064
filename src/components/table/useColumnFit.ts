import type { GridColumnVisibilityModel } from '@mui/x-data-grid'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { afterPaint } from './afterPaint'
import { CELL_CLASS } from './cellStyles'
import { isProse, type DataTableColumn } from './column'
import type { GridApiRef } from './gridApi'
import { ROW_SELECTOR, type RowsOnScreen } from './screenFirst'

/** A column squeezed to fit the screen keeps at least this width. */
const SHRINK_MIN = 120

/** Whether the grid's first row holds a cell of every column shown (none left to virtualization). */
function everyColumnDrawn(api: NonNullable<GridApiRef['current']>, root: HTMLElement): boolean {
  const row = root.querySelector(ROW_SELECTOR)
  return (
    row != null && row.querySelectorAll('[data-field]').length >= api.getVisibleColumns().length
  )
}

/**
 * Column widths fitted to the content. Columns fit their content; prose columns (descriptions)
 * take what is left, or, with none, every column grows to fill the width. Redone when the rows
 * or the width change, so at 1024 px a name is not cut while another column holds empty space.
 * Returns the grid's onResize handler.
 */
export function useColumnFit<Row>({
  apiRef,
  columns,
  rows,
  loading,
  columnVisibilityModel,
  rowsOnScreen,
  handingOver,
}: {
  apiRef: GridApiRef
  columns: DataTableColumn<Row>[]
  rows: Row[] | undefined
  loading: boolean
  columnVisibilityModel: GridColumnVisibilityModel
  rowsOnScreen: RowsOnScreen
  /** Whether the rows off screen are still the page before (see screenFirst). */
  handingOver: () => boolean
}) {
  const autosizeFields = useMemo(
    () => [...columns.filter((c) => !isProse(c)).map((c) => c.field)],
    [columns],
  )
  const expand = autosizeFields.length === columns.length
  const fit = useCallback(async () => {
    const api = apiRef.current
    if (!api?.autosizeColumns) return
    // A table that is not laid out (in a hidden tab; jsdom lays out nothing) measures every cell
    // as 0 wide, and a fit would squeeze each column to its floor. It fits once it has a width:
    // the grid reports that as a resize (onResize).
    const root = api.rootElementRef?.current
    if (!root?.clientWidth) return
    // The grid measures only the columns it has drawn: asked to, it draws them all first and
    // goes back to drawing those in view after, two more renders of every row on screen. A table
    // whose rows already hold every column (it fits the screen) is measured as it is.
    await api.autosizeColumns({
      columns: autosizeFields,
      includeHeaders: true,
      includeOutliers: true,
      expand,
      disableColumnVirtualization: !everyColumnDrawn(api, root),
    })
    // Too wide for the screen: the widest columns give way first (their text ends in an
    // ellipsis, with the full text in a title where pages set one), never the first, naming
    // column; only when all are down to SHRINK_MIN does the table scroll sideways. The room is
    // the scroller's measured width: the grid's own figure counts its borders in.
    // autosize measures a cell that wraps (a date) at the width it was given, so it can shrink
    // a column below its minWidth: hold the floor
    for (const c of api.getVisibleColumns()) {
      const min = columns.find((d) => d.field === c.field)?.minWidth
      if (min !== undefined && c.computedWidth < min) api.setColumnWidth(c.field, min)
    }
    const scroller = api.rootElementRef?.current?.querySelector('.MuiDataGrid-virtualScroller')
    const room = scroller?.clientWidth ?? api.getRootDimensions().viewportInnerSize.width
    const columnsNow = api.getVisibleColumns()
    let overflow = columnsNow.reduce((sum, c) => sum + c.computedWidth, 0) - room
    const shrinkable = columnsNow
      .filter((c, i) => i > 0 && autosizeFields.includes(c.field))
      .sort((a, b) => b.computedWidth - a.computedWidth)
    for (const c of shrinkable) {
      if (overflow <= 0) break
      const floor = Math.max(SHRINK_MIN, columns.find((d) => d.field === c.field)?.minWidth ?? 0)
      const cut = Math.min(overflow, c.computedWidth - floor)
      if (cut > 0) {
        api.setColumnWidth(c.field, Math.floor(c.computedWidth - cut))
        overflow -= cut
      }
    }
  }, [apiRef, autosizeFields, expand, columns])
  // The grid ignores an autosize asked for while one runs, and the one running would then
  // finish with the widths it measured before: coalesce requests and fit once more at the end.
  const fitting = useRef<{ running: boolean; again: boolean }>({ running: false, again: false })
  const fittedWidth = useRef<number | null>(null)
  const autosize = useCallback(async () => {
    const state = fitting.current
    if (state.running) {
      state.again = true
      return
    }
    state.running = true
    try {
      do {
        state.again = false
        await fit()
      } while (state.again)
    } finally {
      state.running = false
    }
  }, [fit])
  // Columns are fitted once the first rows are on screen, and again when the columns shown change.
  // Another page keeps the widths unless its content does not fit them. Either way the fit runs
  // after the frame that shows the rows: it measures every cell and re-renders the grid, and the
  // rows need not wait for that.
  const fitted = useRef<{ visibility: GridColumnVisibilityModel } | null>(null)
  useEffect(() => {
    if (!rows || rows.length === 0 || loading) return
    const root = () => apiRef.current?.rootElementRef?.current
    // Rows already cached at mount (a tab's table) arrive before the grid has measured itself and
    // put them in the DOM: a fit then sizes every column to its header alone ('maple-pu…'). Wait
    // a few frames for the rows. The same for a column shown from the Columns menu: its cells
    // come a render later.
    const rowsShown = () => {
      const element = root()
      return element != null && everyColumnDrawn(apiRef.current!, element)
    }
    const overflowing = () =>
      [...(root()?.querySelectorAll<HTMLElement>(`.${CELL_CLASS}`) ?? [])].some(
        (cell) => cell.scrollWidth > cell.clientWidth + 1,
      )
    let tries = 0
    let cancel = () => {}
    const check = () => {
      // the rows off screen are still the page before (see screenFirst): fit the whole page
      if (handingOver() || (!rowsShown() && tries++ < 30)) {
        cancel = afterPaint(check)
        return
      }
      const element = root()
      if (element) rowsOnScreen.watch(element)
      const first = fitted.current === null
      const shownChanged = fitted.current?.visibility !== columnVisibilityModel
      fitted.current = { visibility: columnVisibilityModel }
      if (first || shownChanged || overflowing()) void autosize()
    }
    cancel = afterPaint(check)
    return () => cancel()
  }, [rows, loading, autosize, apiRef, columnVisibilityModel, rowsOnScreen, handingOver])

  // Only a change of width refits: fitting changes column widths, which the grid reports as a
  // resize too, and refitting on that would never end.
  return useCallback(
    ({ width }: { width: number }) => {
      if (Math.round(width) === fittedWidth.current) return
      fittedWidth.current = Math.round(width)
      void autosize()
    },
    [autosize],
  )
}
