import CheckIcon from '@mui/icons-material/Check'
import MoreHorizIcon from '@mui/icons-material/MoreHoriz'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem'
import { useContext, useEffect, useId, useRef, useState } from 'react'
import { COPY_FEEDBACK_MS } from '~/util/constants'
import { copyText } from '../copyText'
import { gateActions, useChangeReason } from '../list-page/changeGate'
import { InTableContext } from './inTable'
import { ROW_MENU_BUTTON_CLASS } from './cellStyles'
import type { RowAction } from './RowAction'
import { RowActionItem } from './RowActionItem'

export type RowActionsProps = {
  /** The button's accessible name, e.g. 'Row actions for my-project'. */
  label: string
  /** The actions, or a function giving them: a table's rows ask for theirs only once opened. */
  actions: RowAction[] | (() => RowAction[])
  /** The row's id: the menu offers 'Copy ID' (before a last danger item). */
  copyId?: string
  /**
   * What the actions change, in words ('this silo'), on a page's own menu: a user whose role
   * there may not change it sees those that change disabled, with the reason. A table's rows
   * leave it out: the list shell gates theirs.
   */
  changes?: string
}

/**
 * 'Copy ID': copies, then says 'Copied' (a check, announced) for as long as copy buttons do, and
 * closes the menu. Extra props come from MenuList (focus management).
 */
function CopyIdItem({
  id,
  onClose,
  ...menuItemProps
}: { id: string; onClose: () => void } & Omit<MenuItemProps, 'onClick'>) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <MenuItem
      {...menuItemProps}
      onClick={() => {
        void copyText(id).then((ok) => {
          if (!ok) return onClose()
          setCopied(true)
          clearTimeout(timer.current)
          timer.current = setTimeout(onClose, COPY_FEEDBACK_MS)
        })
      }}
    >
      {copied ? (
        <>
          <ListItemIcon sx={{ minWidth: '24px !important' }}>
            <CheckIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          Copied
        </>
      ) : (
        'Copy ID'
      )}
    </MenuItem>
  )
}

/** MUI's MoreHoriz icon, drawn without its SvgIcon. */
const MORE_HORIZ =
  'M6 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m12 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2'

/** A ⋯ button opening a menu of the row's actions; closing the menu returns focus to it. */
export function RowActions({ label, actions: given, copyId, changes }: RowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // A table holds a menu per row: each is built when first opened, not with the row.
  const [built, setBuilt] = useState(false)
  const buttonId = useId()
  const menuId = useId()
  const open = anchor !== null
  const inTable = useContext(InTableContext)
  const roleReason = useChangeReason(changes && `change ${changes}`)

  const close = () => setAnchor(null)

  // nothing to list until the menu is first opened
  const actions = built
    ? gateActions(typeof given === 'function' ? given() : given, roleReason)
    : []
  // Copy ID goes before a last danger item (Delete stays last, apart from the rest)
  const last = actions.at(-1)
  const split = last?.danger ? actions.length - 1 : actions.length
  const before = actions.slice(0, split)
  const after = actions.slice(split)

  const buttonProps = {
    id: buttonId,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-controls': open ? menuId : undefined,
    'aria-expanded': open ? ('true' as const) : undefined,
    onClick: (e: React.MouseEvent<HTMLButtonElement>) => {
      setBuilt(true)
      setAnchor(e.currentTarget)
    },
  }
  return (
    <>
      {inTable ? (
        // in every row of a table: a plain button the table styles (cellStyles)
        <button type="button" className={ROW_MENU_BUTTON_CLASS} {...buttonProps}>
          <svg viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d={MORE_HORIZ} />
          </svg>
        </button>
      ) : (
        <IconButton size="small" {...buttonProps}>
          <MoreHorizIcon fontSize="small" />
        </IconButton>
      )}
      {built && (
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
          {before.map((action) => (
            <RowActionItem key={action.label} rowAction={action} onClose={close} />
          ))}
          {copyId !== undefined && <CopyIdItem id={copyId} onClose={close} />}
          {after.map((action) => (
            <RowActionItem key={action.label} rowAction={action} onClose={close} />
          ))}
        </Menu>
      )}
    </>
  )
}
