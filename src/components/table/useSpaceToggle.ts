import { GRID_CHECKBOX_SELECTION_FIELD, type GridEventListener } from '@mui/x-data-grid'
import type { DataTableSelection } from './tableProps'
import { useStable } from './useStable'

/** Keys that, held with Space, mean something else (the grid's own range selection). */
const modified = (e: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) =>
  e.shiftKey || e.ctrlKey || e.metaKey || e.altKey
/** Controls in a cell whose own Space is theirs. */
const KEEPS_SPACE = 'button, input, textarea, select, [role="menuitem"]'

/**
 * The grid's cell key handler with selection: Space toggles the focused row, from any of its
 * cells (the checkbox's own cell toggles itself; a button or field in a cell keeps its Space).
 * Undefined without selection.
 */
export function useSpaceToggle<Row extends { id: string }>(
  selection: DataTableSelection | undefined,
): GridEventListener<'cellKeyDown'> | undefined {
  const toggleOnSpace: GridEventListener<'cellKeyDown'> = useStable((params, event) => {
    if (!selection || event.key !== ' ' || modified(event)) return
    if (params.field === GRID_CHECKBOX_SELECTION_FIELD) return
    if (event.target instanceof Element && event.target.closest(KEEPS_SPACE)) return
    event.preventDefault()
    event.defaultMuiPrevented = true
    // the row's own id: the grid's (params.id) is its slot (see rowSlots)
    const { id } = params.row as Row
    const next = new Set(selection.ids)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    selection.onChange(next)
  })
  return selection ? toggleOnSpace : undefined
}
