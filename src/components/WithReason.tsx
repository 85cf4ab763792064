import Tooltip, { type TooltipProps } from '@mui/material/Tooltip'
import type { ReactElement } from 'react'

/**
 * An element that may be unavailable, with its reason: a tooltip for the pointer, and a hidden
 * element `reasonId` for assistive tech (the element names it in its aria-describedby; without
 * a `reasonId` the page already says it elsewhere). The element is the same one with or without
 * a reason, so a reason that comes or goes (a role arriving, an instance stopping under an open
 * menu, a poll under a focused bulk action) leaves keyboard focus where it was. An empty title
 * shows no tooltip.
 */
export function WithReason({
  reason,
  reasonId,
  placement,
  children,
}: {
  reason: string | undefined
  reasonId?: string
  placement?: TooltipProps['placement']
  children: ReactElement
}) {
  return (
    <>
      <Tooltip title={reason ?? ''} placement={placement} describeChild>
        {children}
      </Tooltip>
      {/* outside the element, so its text stays its name */}
      {reason && reasonId && (
        <span id={reasonId} hidden>
          {reason}
        </span>
      )}
    </>
  )
}
