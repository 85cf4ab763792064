import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem'
import { useId } from 'react'
import { WithReason } from '../WithReason'
import type { RowAction } from './RowAction'

type RowActionItemProps = Omit<MenuItemProps, 'onClick'> & {
  rowAction: RowAction
  onClose: () => void
}

/**
 * A disabled action stays in the menu and focusable, so keyboard and pointer users alike can
 * find out why it is unavailable (architecture: prefer disabled with a reason over hidden).
 * It uses aria-disabled rather than `disabled`, which would make it unfocusable and mute the
 * tooltip. Extra props come from MenuList (focus management) and go to the MenuItem.
 */
export function RowActionItem({ rowAction, onClose, sx, ...menuItemProps }: RowActionItemProps) {
  const { label, onActivate, disabledReason, danger } = rowAction
  const reasonId = useId()
  const item = (
    <MenuItem
      {...menuItemProps}
      aria-disabled={disabledReason ? true : undefined}
      // The reason is the item's description whether or not the tooltip is showing: the tooltip
      // points it at its popper only while open, and that can be mid-transition and empty.
      aria-describedby={disabledReason ? reasonId : undefined}
      onClick={() => {
        if (disabledReason) return
        onClose()
        onActivate()
      }}
      sx={[
        danger ? { color: 'error.main' } : {},
        disabledReason ? { opacity: 0.5, cursor: 'not-allowed' } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </MenuItem>
  )
  return (
    <WithReason reason={disabledReason} reasonId={reasonId} placement="left">
      {item}
    </WithReason>
  )
}
