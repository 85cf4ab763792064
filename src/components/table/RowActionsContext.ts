import { createContext } from 'react'
import type { RowAction } from './RowAction'

type AnyRow = { id: string }

export type RowActionsSource = {
  rowActions: (row: AnyRow) => RowAction[]
  getRowLabel?: (row: AnyRow) => string
}

/**
 * The page's row-action callbacks reach the actions cells through context rather than through
 * the column definition: pages pass fresh arrow functions each render, and rebuilding the
 * columns for that would make the grid redo its column state every time.
 */
export const RowActionsContext = createContext<RowActionsSource | null>(null)
