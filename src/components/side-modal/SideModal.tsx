import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { useCountOpenSideModal } from './openSideModals'

/** What a field's value is typed or picked in, as a user can reach it. */
const FIELD =
  'input:not([type="hidden"]):not(:disabled):not([aria-hidden="true"]), select:not(:disabled), textarea:not(:disabled)'

/** The first field in `body`; of a radio group, the chosen radio (the group's tab stop). */
function firstField(body: HTMLElement): HTMLElement | null {
  const first = body.querySelector<HTMLInputElement>(FIELD)
  if (first?.type === 'radio' && first.name && !first.checked) {
    const chosen = body.querySelector<HTMLElement>(
      `input[type="radio"][name="${first.name}"]:checked`,
    )
    if (chosen) return chosen
  }
  return first
}

/**
 * A side modal opens to be filled in: focus starts in its first field, not on the drawer (whose
 * first Tab would go to Close). Fields that arrive later (a form waiting for its data) take it
 * when they come, unless the user has moved it. With no field, the drawer keeps it. Rendered in
 * the drawer, so its effect runs as the drawer's content mounts (in a portal, after the drawer
 * itself) and before the focus trap's, which then leaves focus where it is.
 */
function FocusFirstField({ body }: { body: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const el = body.current
    const dialog = el?.closest<HTMLElement>('[role="dialog"]')
    if (!el || !dialog) return
    // as it opens, focus is still on what opened it; later, only the drawer itself (or nothing)
    // gives it up: the user may have gone on, or a dialog over it may hold it
    const tryFocus = (opening: boolean) => {
      const active = document.activeElement
      const free = active === dialog || active === null || active === document.body
      if (!opening && !free) return true
      // a field's own autoFocus got there first
      if (active !== dialog && active && dialog.contains(active)) return true
      const field = firstField(el)
      // the drawer is still sliding in: scrolling now would jump
      field?.focus({ preventScroll: true })
      return field !== null
    }
    if (tryFocus(true)) return
    const later = new MutationObserver(() => {
      if (tryFocus(false)) later.disconnect()
    })
    later.observe(el, { childList: true, subtree: true })
    return () => later.disconnect()
  }, [body])
  return null
}

export type SideModalProps = {
  title: string
  isOpen: boolean
  onDismiss: () => void
  children: ReactNode
  subtitle?: ReactNode
  /** Buttons, right-aligned in a bar that stays put while the body scrolls. */
  footer?: ReactNode
}

/**
 * A modal drawer on the right, 32rem wide (spec §2), full width on small screens. The Drawer's
 * modal traps focus, closes on Escape and returns focus on close; focus starts in the first
 * field (FocusFirstField); the paper gets the dialog role and name because Drawer does not set
 * them itself.
 */
export function SideModal({
  title,
  isOpen,
  onDismiss,
  children,
  subtitle,
  footer,
}: SideModalProps) {
  const titleId = useId()
  const body = useRef<HTMLDivElement>(null)
  useCountOpenSideModal(isOpen)
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onDismiss}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: '32rem' }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: 3,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h2" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        <IconButton aria-label="Close" onClick={onDismiss} size="small" edge="end">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box ref={body} sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2 }}>
        <FocusFirstField body={body} />
        {children}
      </Box>
      {footer && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            px: 3,
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {footer}
        </Box>
      )}
    </Drawer>
  )
}
