import type { GridRowCheckboxProps } from '@mui/x-data-grid'
import { forwardRef, useCallback } from 'react'
import { ROW_CHECKBOX_CLASS } from './cellStyles'

/**
 * The grid's row checkbox (its `rowCheckbox` slot): a native checkbox drawn like MUI's (see
 * cellStyles), without the ripple, icons and styled components of MUI's Checkbox in every row.
 * The grid focuses it as the cell's focusable element and handles its change as a selection.
 */
export const RowCheckbox = forwardRef<HTMLSpanElement, GridRowCheckboxProps>(function RowCheckbox(
  {
    checked,
    indeterminate,
    disabled,
    tabIndex,
    className,
    slotProps,
    onChange,
    onClick,
    onMouseDown,
    onKeyDown,
  },
  ref,
) {
  const mixed = Boolean(indeterminate)
  const setMixed = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) input.indeterminate = mixed
    },
    [mixed],
  )
  const { ref: _inputRef, ...input } = slotProps?.htmlInput ?? {}
  return (
    <span ref={ref} className={`${ROW_CHECKBOX_CLASS} ${className ?? ''}`}>
      <input
        {...input}
        type="checkbox"
        ref={setMixed}
        checked={Boolean(checked)}
        disabled={disabled}
        tabIndex={tabIndex}
        onChange={onChange}
        onClick={onClick}
        onMouseDown={onMouseDown}
        onKeyDown={onKeyDown}
      />
    </span>
  )
})
