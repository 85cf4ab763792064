import { createContext } from 'react'

/**
 * The router's navigate, given once by the table to its cells' links (CellLink). A router Link
 * runs six hooks and a layout effect per cell; a page of 25 rows is re-rendered on every page
 * flip. A module of its own: the grid's chunk takes this alone, not the shared columns.
 */
export const CellNavigateContext = createContext<((to: string) => void) | null>(null)
