import Button, { type ButtonProps } from '@mui/material/Button'
import { useId, type MouseEvent, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ariaDisabledSx } from './ariaDisabled'
import { WithReason } from './WithReason'

type Props = Pick<
  ButtonProps,
  'variant' | 'startIcon' | 'color' | 'size' | 'disabled' | 'loading'
> & {
  children: ReactNode
  /** Why the user may not use it (their role, the resource's state); enabled without one. */
  disabledReason?: string
  /** a link to a route (when enabled), or else what a click does */
  to?: string
  onClick?: () => void
  type?: 'button' | 'submit'
  /** the form a submit button outside it sends (a drawer's footer) */
  form?: string
  /** the id of what already says the reason on the page (a form's note): no hidden copy then */
  reasonShownBy?: string
}

/**
 * A page's main button (a create link, Add role) that a user may not be allowed to use. Disabled,
 * it stays focusable with aria-disabled and carries its reason as its description: in a tooltip
 * for the pointer, in a hidden element for assistive tech (as ActionButton and the row menus do).
 * It is the same element either way, so a reason that clears (the role arrived) leaves keyboard
 * focus where it was.
 */
export function GatedButton({ disabledReason, to, onClick, reasonShownBy, ...props }: Props) {
  const ownReasonId = useId()
  const reasonId = reasonShownBy ?? ownReasonId
  const gated = Boolean(disabledReason)
  const click = (e: MouseEvent) => {
    // neither the link, nor the form's submit, nor the action
    if (gated) e.preventDefault()
    else onClick?.()
  }
  const gate = gated
    ? {
        'aria-disabled': true,
        'aria-describedby': reasonId,
        sx: ariaDisabledSx,
      }
    : {}
  return (
    // a reason the page says elsewhere (reasonShownBy) gets no hidden copy
    <WithReason reason={disabledReason} reasonId={reasonShownBy ? undefined : reasonId}>
      {to ? (
        <Button {...props} {...gate} component={Link} to={to} onClick={click} />
      ) : (
        <Button {...props} {...gate} onClick={click} />
      )}
    </WithReason>
  )
}
