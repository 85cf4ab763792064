import { useContext } from 'react'
import { RowActions } from './RowActions'
import { RowActionsContext } from './RowActionsContext'

type RowActionsCellProps = { row: { id: string }; tabIndex: 0 | -1; hasFocus: boolean }

export function RowActionsCell({ row, tabIndex, hasFocus }: RowActionsCellProps) {
  const source = useContext(RowActionsContext)
  if (!source) return null
  const label = source.getRowLabel ? source.getRowLabel(row) : row.id
  return (
    <RowActions
      label={`Row actions for ${label}`}
      actions={source.rowActions(row)}
      tabIndex={tabIndex}
      hasFocus={hasFocus}
    />
  )
}
