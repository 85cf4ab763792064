import Button, { type ButtonProps } from '@mui/material/Button'
import { useId } from 'react'
import type { RowAction } from './table/RowAction'
import { ariaDisabledSx } from './ariaDisabled'
import { WithReason } from './WithReason'

/**
 * A row action as a button (a page header's main actions). Like the menu item, a disabled action
 * stays focusable with aria-disabled and carries its reason as its description, in a tooltip
 * for the pointer and in a hidden element for assistive tech.
 */
export function ActionButton({
  action,
  variant = 'outlined',
}: {
  action: RowAction
  variant?: ButtonProps['variant']
}) {
  const { label, onActivate, disabledReason, danger } = action
  const reasonId = useId()
  const button = (
    <Button
      variant={variant}
      size="small"
      color={danger ? 'error' : 'inherit'}
      aria-disabled={disabledReason ? true : undefined}
      aria-describedby={disabledReason ? reasonId : undefined}
      onClick={() => {
        if (!disabledReason) onActivate()
      }}
      sx={disabledReason ? ariaDisabledSx : undefined}
    >
      {label}
    </Button>
  )
  return (
    <WithReason reason={disabledReason} reasonId={reasonId}>
      {button}
    </WithReason>
  )
}
