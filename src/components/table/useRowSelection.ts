import type { GridRowSelectionModel } from '@mui/x-data-grid'
import { useMemo } from 'react'
import type { RowSlots } from './rowSlots'
import type { DataTableSelection } from './tableProps'
import { useStable } from './useStable'

/**
 * The caller's selected ids as the grid's selection model (of slots, see rowSlots), and the
 * grid's changes back as ids. The same model while the same rows are selected: the caller's set
 * is a new one whenever its rows are. Both undefined without selection.
 */
export function useRowSelection(selection: DataTableSelection | undefined, rowSlots: RowSlots) {
  const selectedIds = selection?.ids
  const selectedKey =
    selectedIds &&
    [...selectedIds]
      .flatMap((id) => rowSlots.slotOf.get(id) ?? [])
      .sort()
      .join('\n')
  const rowSelectionModel = useMemo<GridRowSelectionModel | undefined>(
    () =>
      selectedKey === undefined
        ? undefined
        : { type: 'include', ids: new Set(selectedKey ? selectedKey.split('\n') : []) },
    [selectedKey],
  )
  const changeSelection = useStable((model: GridRowSelectionModel) => {
    const idOf = new Map([...rowSlots.slotOf].map(([id, slot]) => [slot, id]))
    selection?.onChange(
      new Set(
        model.type === 'include'
          ? [...model.ids].flatMap((slot) => idOf.get(String(slot)) ?? [])
          : [...rowSlots.slotOf].filter(([, slot]) => !model.ids.has(slot)).map(([id]) => id),
      ),
    )
  })
  return {
    rowSelectionModel,
    onRowSelectionModelChange: selection ? changeSelection : undefined,
  }
}
