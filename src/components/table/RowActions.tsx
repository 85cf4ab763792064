import MoreHorizIcon from '@mui/icons-material/MoreHoriz'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import { useEffect, useId, useRef, useState } from 'react'
import type { RowAction } from './RowAction'
import { RowActionItem } from './RowActionItem'

export type RowActionsProps = {
  /** The button's accessible name, e.g. 'Row actions for my-project'. */
  label: string
  actions: RowAction[]
  /** From DataGrid cell params: only the focused cell's button is in the tab order. */
  tabIndex?: 0 | -1
  /** From DataGrid cell params: the grid moved focus to this cell, so focus the button. */
  hasFocus?: boolean
}

export function RowActions({ label, actions, tabIndex, hasFocus = false }: RowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const buttonId = useId()
  const menuId = useId()
  const open = anchor !== null

  useEffect(() => {
    if (hasFocus && !open) buttonRef.current?.focus()
  }, [hasFocus, open])

  const close = () => setAnchor(null)

  return (
    <>
      <IconButton
        ref={buttonRef}
        id={buttonId}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        tabIndex={tabIndex}
        size="small"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreHorizIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // disabled items stay reachable by keyboard so their reason can be read
        slotProps={{
          list: { 'aria-labelledby': buttonId, dense: true, disabledItemsFocusable: true },
        }}
      >
        {actions.map((action) => (
          <RowActionItem key={action.label} rowAction={action} onClose={close} />
        ))}
      </Menu>
    </>
  )
}
