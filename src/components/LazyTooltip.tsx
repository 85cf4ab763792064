import Tooltip, { type TooltipProps } from '@mui/material/Tooltip'
import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react'
import { TOOLTIP_DELAY_MS } from '~/util/constants'

type ChildProps = {
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void
  onMouseLeave?: (e: MouseEvent<HTMLElement>) => void
  onFocus?: (e: FocusEvent<HTMLElement>) => void
  onBlur?: (e: FocusEvent<HTMLElement>) => void
  'aria-describedby'?: string
}

/**
 * A Tooltip for what a table shows in every row: the MUI Tooltip (its listeners, state and
 * popper, in each of 25 rows) is only built once the pointer or the focus reaches the element.
 * The element itself is never wrapped differently before and after (it would be remounted under
 * the pointer or the focus, losing the click or the focus): the tooltip is built beside it and
 * anchored to it. The first hover waits the usual delay; focus opens it at once; Escape closes it.
 */
export function LazyTooltip({
  children,
  title,
  describeChild = false,
  ...props
}: Omit<TooltipProps, 'children' | 'open' | 'onOpen' | 'onClose' | 'title'> & {
  children: ReactElement<ChildProps>
  /** what it says; a function is only called once the tooltip is built (a formatted date) */
  title: TooltipProps['title'] | (() => TooltipProps['title'])
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  const id = useId()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const close = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }
  const own = children.props
  const child = cloneElement(children, {
    onMouseEnter: (e: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(e)
      setAnchor(e.currentTarget)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS)
    },
    onMouseLeave: (e: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(e)
      close()
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      own.onFocus?.(e)
      setAnchor(e.currentTarget)
      setOpen(true)
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      own.onBlur?.(e)
      close()
    },
    ...(describeChild && open && { 'aria-describedby': id }),
  })
  return (
    <>
      {child}
      {anchor && (
        <Tooltip
          {...props}
          id={id}
          title={typeof title === 'function' ? title() : title}
          open={open}
          disableHoverListener
          disableFocusListener
          disableTouchListener
          slotProps={{ ...props.slotProps, popper: { anchorEl: anchor } }}
        >
          {/* the Tooltip's own child: not shown; the tooltip points at the element above */}
          <span hidden />
        </Tooltip>
      )}
    </>
  )
}
