import MoreHorizIcon from '@mui/icons-material/MoreHoriz'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import { useId, useState } from 'react'
import type { RowAction } from './RowAction'
import { RowActionItem } from './RowActionItem'

export type RowActionsProps = {
  /** The button's accessible name, e.g. 'Row actions for my-project'. */
  label: string
  actions: RowAction[]
}

/** A ⋯ button opening a menu of the row's actions; closing the menu returns focus to it. */
export function RowActions({ label, actions }: RowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const buttonId = useId()
  const menuId = useId()
  const open = anchor !== null

  const close = () => setAnchor(null)

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
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
