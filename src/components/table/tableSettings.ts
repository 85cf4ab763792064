import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid'

// What a user chose for a list's table (columns shown, density) stays in the browser, per list,
// across reloads and visits.

export type TableSettings = {
  /** the columns shown, with the screen width they were chosen on (narrow: under 1200 px) */
  columns?: { narrow: boolean; model: GridColumnVisibilityModel }
  density?: GridDensity
}

const PREFIX = 'console-table:'
const DENSITIES: readonly GridDensity[] = ['compact', 'standard', 'comfortable']

export function readTableSettings(key: string): TableSettings {
  try {
    const raw = window.localStorage.getItem(PREFIX + key)
    if (!raw) return {}
    const parsed = JSON.parse(raw) as TableSettings
    return {
      ...(parsed.columns &&
        typeof parsed.columns.model === 'object' && {
          columns: { narrow: Boolean(parsed.columns.narrow), model: parsed.columns.model },
        }),
      ...(parsed.density && DENSITIES.includes(parsed.density) && { density: parsed.density }),
    }
  } catch {
    return {} // storage can be disabled (privacy modes) or hold something else: defaults then
  }
}

export function writeTableSettings(key: string, change: TableSettings): void {
  try {
    const next = { ...readTableSettings(key), ...change }
    window.localStorage.setItem(PREFIX + key, JSON.stringify(next))
  } catch {
    // not kept, as in a private window: the choice holds for this visit
  }
}
