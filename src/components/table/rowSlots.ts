/**
 * The grid's own row ids ("slots"), so that another page re-uses the rows on screen instead of
 * removing 25 rows of cells and building 25 new ones. The grid keys its rows and cells by row id:
 * with the resources' ids, every page change unmounts every row and cell (each with its many
 * store subscriptions) and mounts new ones, the larger part of a page's time. A new set of rows
 * (another page, sort or filter: none of its rows was on screen) takes over the slots of the rows
 * before, in order, and the grid updates those rows in place. When any row stays (a poll's answer,
 * a row deleted or added), each staying row keeps its slot and a new row gets a slot never used
 * before: a row's cells are never handed to another resource while one stays on screen, so the
 * focus, an open menu or a checkbox under the pointer stay with their row, as they did.
 */
export type RowSlots = {
  /** resource id → the grid's row id */
  slotOf: ReadonlyMap<string, string>
  /** the next fresh slot's number */
  next: number
}

export const NO_SLOTS: RowSlots = { slotOf: new Map(), next: 0 }

/** Whether `rows` take over the slots of the rows before: none of them stays on screen. */
export const takesOver = (previous: Pick<RowSlots, 'slotOf'>, rows: readonly { id: string }[]) =>
  !rows.some((row) => previous.slotOf.has(row.id))

/** The slots of `rows`, given the slots of the rows shown before them. */
export function assignSlots(previous: RowSlots, rows: readonly { id: string }[]): RowSlots {
  const slotOf = new Map<string, string>()
  let next = previous.next
  const fresh = () => `slot-${next++}`
  if (!takesOver(previous, rows)) {
    for (const row of rows) slotOf.set(row.id, previous.slotOf.get(row.id) ?? fresh())
  } else {
    // in the order of the rows before (a Map keeps its insertion order)
    const free = [...previous.slotOf.values()]
    rows.forEach((row, i) => slotOf.set(row.id, free[i] ?? fresh()))
  }
  return { slotOf, next }
}
