import { takesOver, type RowSlots } from './rowSlots'

/** Rows as the grid holds them: the rows and their slots (see rowSlots). */
export type HeldRows<Row> = { rows: Row[]; slotOf: RowSlots['slotOf'] }

/**
 * The rows to show for one frame when another page takes over the rows on screen: the new
 * page's row in each slot on screen, the row before it in each slot off screen (`offScreenNow`
 * answers which slots are). The rows off screen follow a frame later, so the frame that shows
 * the new page where the user looks does not wait for the rows below the fold. Null when there
 * is nothing to hold back: every row on screen, or some rows staying (a poll, a row deleted: they
 * update in place as they are).
 */
export function screenFirstRows<Row extends { id: string }>(
  before: HeldRows<Row>,
  next: HeldRows<Row>,
  offScreenNow: () => ReadonlySet<string>,
): Row[] | null {
  // asked only for a takeover: a poll's answer, on every list every few seconds, reads no DOM
  if (!takesOver(before, next.rows)) return null
  const offScreen = offScreenNow()
  if (offScreen.size === 0) return null
  const bySlot = new Map(before.rows.map((row) => [before.slotOf.get(row.id), row]))
  let held = 0
  const rows = next.rows.map((row) => {
    const slot = next.slotOf.get(row.id)
    const previous = slot !== undefined && offScreen.has(slot) ? bySlot.get(slot) : undefined
    if (!previous) return row
    held += 1
    return previous
  })
  return held > 0 ? rows : null
}

/** The grid's rows of data (not the loading overlay's skeleton rows). */
export const ROW_SELECTOR = '.MuiDataGrid-row[data-id]'

/**
 * Which of a grid's rows were off screen in the last frame drawn, by row id (slot), as an
 * IntersectionObserver saw them (the viewport, and any scrolling box around the table). Where
 * there is none (jsdom), every row counts as on screen.
 */
export type RowsOnScreen = {
  /** Starts watching the rows now in `root` (rows already watched stay watched). */
  watch(root: HTMLElement): void
  /** The rows in `root` seen off screen; a row not seen yet counts as on screen. */
  offScreen(root: HTMLElement): Set<string>
  stop(): void
}

export function watchRowsOnScreen(): RowsOnScreen {
  if (typeof IntersectionObserver === 'undefined')
    return { watch() {}, offScreen: () => new Set(), stop() {} }
  // each watched row: whether it was on screen (undefined until the observer has said)
  const seen = new Map<Element, boolean | undefined>()
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (seen.has(entry.target)) seen.set(entry.target, entry.isIntersecting)
  })
  return {
    watch(root) {
      // rows the grid has removed (a shorter page, a row deleted) are let go
      for (const row of seen.keys())
        if (!row.isConnected) {
          observer.unobserve(row)
          seen.delete(row)
        }
      for (const row of root.querySelectorAll(ROW_SELECTOR))
        if (!seen.has(row)) {
          seen.set(row, undefined)
          observer.observe(row)
        }
    },
    offScreen(root) {
      const off = new Set<string>()
      for (const row of root.querySelectorAll<HTMLElement>(ROW_SELECTOR))
        if (seen.get(row) === false && row.dataset.id) off.add(row.dataset.id)
      return off
    },
    stop() {
      observer.disconnect()
      seen.clear()
    },
  }
}
