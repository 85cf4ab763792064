import { PAGE_SIZE } from '~/util/constants'
import { fieldValue, type DataTableColumn } from '../table/column'
import type { ListSort } from './listUrl'

// A list held whole (up to 1,000 items) is filtered, sorted and paged here, in the browser; the
// table gets one page of it. What a row matches and sorts by is what its columns show (their CSV
// text where they have one), so the filter finds what the user reads.

/** The states a row is in, for the state filter: labels as the list shows them. */
export type StateOf<Row> = (row: Row) => string | readonly string[]

const statesOf = <Row>(stateOf: StateOf<Row>, row: Row): readonly string[] => {
  const s = stateOf(row)
  // a table of labels has none for a newer rack's kind: such a row is in no state of the filter
  return typeof s === 'string' ? [s] : (s ?? [])
}

/** A column's text for a row: its CSV text, else its value when that is plain. */
function columnText<Row>(column: DataTableColumn<Row>, row: Row): string {
  if (column.csv) return column.csv(row)
  const value = fieldValue(row as object, column.field)
  if (value instanceof Date) return value.toISOString()
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/** Every row's searchable text, lower-cased: its name, description and id, and its columns. */
function haystack<Row extends { id: string }>(row: Row, columns: DataTableColumn<Row>[]): string {
  const r = row as Row & { name?: unknown; description?: unknown }
  const parts = [r.id, typeof r.name === 'string' ? r.name : '']
  if (typeof r.description === 'string') parts.push(r.description)
  for (const c of columns) if (c.csv !== null) parts.push(columnText(c, row))
  return parts.join('\n').toLowerCase()
}

export function filterRows<Row extends { id: string }>(
  rows: readonly Row[],
  columns: DataTableColumn<Row>[],
  q: string,
  state: string | null,
  stateOf: StateOf<Row> | undefined,
): Row[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  return rows.filter((row) => {
    if (state && stateOf && !statesOf(stateOf, row).includes(state)) return false
    if (words.length === 0) return true
    const text = haystack(row, columns)
    return words.every((w) => text.includes(w))
  })
}

/** The state filter's choices: each state the rows are in, with how many are, in first-seen order. */
export function stateCounts<Row>(rows: readonly Row[], stateOf: StateOf<Row>): [string, number][] {
  const counts = new Map<string, number>()
  for (const row of rows) {
    for (const s of statesOf(stateOf, row)) counts.set(s, (counts.get(s) ?? 0) + 1)
  }
  return [...counts.entries()]
}

type Key = number | string

function sortKey<Row>(column: DataTableColumn<Row>, row: Row): Key {
  const value = fieldValue(row as object, column.field)
  if (typeof value === 'number') return value
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'string' && !column.csv) return value
  return columnText(column, row)
}

/**
 * Sorted by the column's value. Strings compare by code unit, as the API orders names
 * (name_ascending), so sorting a held list reads the same as the API's order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: DataTableColumn<Row>[],
  sort: ListSort | null,
): Row[] {
  const column = sort && columns.find((c) => c.field === sort.field)
  if (!sort || !column) return [...rows]
  const sign = sort.direction === 'descending' ? -1 : 1
  const keyed = rows.map((row) => [sortKey(column, row), row] as const)
  keyed.sort(([a], [b]) => (a < b ? -sign : a > b ? sign : 0))
  return keyed.map(([, row]) => row)
}

export const pageCount = (n: number) => Math.max(1, Math.ceil(n / PAGE_SIZE))

export const pageOf = <Row>(rows: readonly Row[], page: number): Row[] =>
  rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)
