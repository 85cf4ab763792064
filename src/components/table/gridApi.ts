import type { GridApi } from '@mui/x-data-grid'
import type { RefObject } from 'react'

/** The grid's API, as useGridApiRef holds it: null until the grid has mounted. */
export type GridApiRef = RefObject<GridApi | null>
