import Button, { type ButtonProps } from '@mui/material/Button'
import Tooltip from '@mui/material/Tooltip'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'

type Props = Pick<ButtonProps, 'variant' | 'startIcon' | 'color' | 'size' | 'disabled'> & {
  children: ReactNode
  /** Why the user may not use it (their role, the resource's state); enabled without one. */
  disabledReason?: string
  /** a link to a route (when enabled), or else what a click does */
  to?: string
  onClick?: () => void
  type?: 'button' | 'submit'
}

/**
 * A page's main button (a create link, Add role) that a user may not be allowed to use. Disabled,
 * it stays focusable with aria-disabled and carries its reason as its description: in a tooltip
 * for the pointer, in a hidden element for assistive tech (as ActionButton and the row menus do).
 */
export function GatedButton({ disabledReason, to, onClick, ...props }: Props) {
  const reasonId = useId()
  if (!disabledReason) {
    return to ? (
      <Button {...props} component={Link} to={to} />
    ) : (
      <Button {...props} onClick={onClick} />
    )
  }
  return (
    <>
      <Tooltip title={disabledReason} describeChild>
        <Button
          {...props}
          aria-disabled
          aria-describedby={reasonId}
          sx={{ opacity: 0.5, cursor: 'not-allowed' }}
        />
      </Tooltip>
      <span id={reasonId} hidden>
        {disabledReason}
      </span>
    </>
  )
}
