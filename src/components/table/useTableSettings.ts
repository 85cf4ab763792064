import useMediaQuery from '@mui/material/useMediaQuery'
import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid'
import { useMemo, useState } from 'react'
import type { DataTableColumn } from './column'
import { columnVisibility, NARROW_SCREEN } from './tableChrome'
import { readTableSettings, writeTableSettings } from './tableSettings'
import { useStable } from './useStable'

/**
 * The columns shown and the density: what the user chose for this list before (kept in the
 * browser under `storageKey`, read once), and the handlers that keep a new choice.
 */
export function useTableSettings<Row>(storageKey: string, columns: DataTableColumn<Row>[]) {
  const [saved] = useState(() => readTableSettings(storageKey))
  // Detail columns start hidden on a narrow screen; a choice in the Columns menu holds until the
  // screen crosses the breakpoint again.
  const narrow = useMediaQuery(NARROW_SCREEN)
  const [chosenVisibility, setChosenVisibility] = useState<{
    narrow: boolean
    model: GridColumnVisibilityModel
  } | null>(saved.columns ?? null)
  const columnVisibilityModel = useMemo(
    () => columnVisibility(columns, chosenVisibility, narrow),
    [columns, chosenVisibility, narrow],
  )
  const chooseVisibility = useStable((model: GridColumnVisibilityModel) => {
    setChosenVisibility({ narrow, model })
    writeTableSettings(storageKey, { columns: { narrow, model } })
  })
  const [density, setDensity] = useState<GridDensity>(saved.density ?? 'standard')
  const chooseDensity = useStable((next: GridDensity) => {
    setDensity(next)
    writeTableSettings(storageKey, { density: next })
  })
  return { columnVisibilityModel, chooseVisibility, density, chooseDensity }
}
