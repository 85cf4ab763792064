import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createSettler } from '../WhenSettled'
import { inNextFrame } from './afterPaint'
import type { GridApiRef } from './gridApi'
import { assignSlots, NO_SLOTS, type RowSlots } from './rowSlots'
import { screenFirstRows, watchRowsOnScreen } from './screenFirst'

const NO_ROWS: never[] = []

/**
 * The rows the grid holds: their slots (see rowSlots), the rows on screen drawn before those off
 * screen (see screenFirst), and the settling their own work waits on (see WhenSettled).
 *
 * A page's rows and whether they are loading reach the grid through its API, not its props.
 * A new prop renders the whole grid again with the rows it holds, the page leaving the screen,
 * and only then does the grid take the new rows (in an effect) and render again: two passes
 * over every row for each answer. Through the API the grid renders once, with the new rows,
 * before the frame is drawn. The props keep the first rows and state (`initial`).
 */
export function useGridRows<Row extends { id: string }>(
  apiRef: GridApiRef,
  rows: Row[] | undefined,
  loading: boolean,
) {
  // The grid's row ids are slots: another page takes over the rows on screen. Worked out before
  // the grid renders, and read by getRowId when the rows reach the grid.
  const slotsRef = useRef<RowSlots>(NO_SLOTS)
  const rowSlots = useMemo(() => {
    slotsRef.current = assignSlots(slotsRef.current, rows ?? NO_ROWS)
    return slotsRef.current
  }, [rows])
  // Another page's rows on screen are drawn first, the rows off screen a frame later: which rows
  // were off screen, and while the rest is handed over, the slots of the rows before still shown
  // off screen and the cancel of the frame that hands them over.
  const [rowsOnScreen] = useState(watchRowsOnScreen)
  const handOver = useRef<{ heldSlots: RowSlots['slotOf']; cancel: () => void } | null>(null)
  const getRowId = useCallback(
    (row: Row) =>
      slotsRef.current.slotOf.get(row.id) ?? handOver.current?.heldSlots.get(row.id) ?? row.id,
    [],
  )
  const handingOver = useCallback(() => handOver.current !== null, [])

  const [initial] = useState(() => ({ rows: rows ?? NO_ROWS, loading }))
  // what the grid was last given, and the rows' slots then
  const applied = useRef({ ...initial, slotOf: rowSlots.slotOf })
  // the rows' own work (WhenSettled) waits on this table's settling alone
  const [settler] = useState(createSettler)
  const settlingHeld = useRef<() => void>(undefined)
  useLayoutEffect(() => {
    const api = apiRef.current
    const next = { rows: rows ?? NO_ROWS, loading }
    if (!api || (next.rows === applied.current.rows && next.loading === applied.current.loading))
      return
    // rows about to leave (another page asked for) start no work of their own meanwhile
    if (next.loading) settlingHeld.current ??= settler.hold()
    else {
      settlingHeld.current?.()
      settlingHeld.current = undefined
    }
    // setRows takes the loading state from the props (the first one): set it after
    const slotOf = slotsRef.current.slotOf
    if (next.rows !== applied.current.rows) {
      const root = api.rootElementRef?.current
      // another page while the last one is still being handed over: all of it at once
      const first =
        root && !handOver.current
          ? screenFirstRows(applied.current, { rows: next.rows, slotOf }, () =>
              rowsOnScreen.offScreen(root),
            )
          : null
      handOver.current?.cancel()
      handOver.current = null
      if (first) {
        const heldSlots = applied.current.slotOf
        const cancel = inNextFrame(() => {
          handOver.current = null
          api.setRows(applied.current.rows)
        })
        handOver.current = { heldSlots, cancel }
      }
      api.setRows(first ?? next.rows)
    }
    api.setLoading(next.loading)
    applied.current = { ...next, slotOf }
  }, [apiRef, rows, loading, settler, rowsOnScreen])
  useEffect(
    () => () => {
      handOver.current?.cancel()
      handOver.current = null
      rowsOnScreen.stop()
    },
    [rowsOnScreen],
  )
  return { initial, rowSlots, getRowId, settler, rowsOnScreen, handingOver }
}
