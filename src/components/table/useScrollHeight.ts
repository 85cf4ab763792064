import { useEffect, useLayoutEffect, useRef } from 'react'
import { afterPaint } from './afterPaint'

/** A table that scrolls its rows shows at least this much (px): its header, a few rows, its pager. */
export const SCROLL_MIN_HEIGHT = 420
/** The page's own space below the table (MainRegion's padding). */
const SPACE_BELOW = 24

/**
 * The height the grid in the box needs for all its rows: its own chrome (toolbar, header, pager)
 * and the rows' total height. Undefined without rows: the grid's overlay (loading, empty) takes
 * the box as it is.
 */
function rowsHeight(box: HTMLElement): number | undefined {
  const scroller = box.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')
  const content = box.querySelector<HTMLElement>('.MuiDataGrid-virtualScrollerContent')
  if (!scroller || !content || content.offsetHeight === 0) return undefined
  return box.offsetHeight - scroller.clientHeight + content.offsetHeight
}

/**
 * The box's height: from where it starts on the page down to the window's bottom edge, or less
 * when the rows fit in less (a page of six entries ends below its sixth, not at the window's foot).
 */
function fillWindow(box: HTMLElement) {
  const top = box.getBoundingClientRect().top + window.scrollY
  const room = Math.max(
    SCROLL_MIN_HEIGHT,
    Math.floor(document.documentElement.clientHeight - top - SPACE_BELOW),
  )
  const needed = rowsHeight(box)
  const height = `${needed === undefined ? room : Math.min(room, Math.ceil(needed))}px`
  // set on the element, not through state: a render of the grid for a height would cost its rows
  // a frame, and the grid follows its box's size by itself
  if (box.style.height !== height) box.style.height = height
}

/**
 * The box of a table that scrolls its rows (DataTableProps' scroll): the height left below it in
 * the window, so the page does not scroll as well, at least SCROLL_MIN_HEIGHT; less when its rows
 * fit. Undefined for a table as tall as its rows.
 */
export function useScrollHeight(on: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  // before the first frame: the grid sizes its rows to its box
  useLayoutEffect(() => {
    if (on && ref.current) fillWindow(ref.current)
  }, [on])
  // After every render, once it is drawn: what stands above the table (the page's count of
  // entries, a custom range's fields) comes and goes with the page's own renders, which render the
  // table too. Measured then, the layout is the one just drawn; measured here, a page of rows
  // would be laid out once for the measure and again for the grid's own changes.
  useEffect(() => {
    const box = ref.current
    if (on && box) return afterPaint(() => fillWindow(box))
  })
  useEffect(() => {
    const box = ref.current
    if (!on || !box) return
    const refit = () => fillWindow(box)
    window.addEventListener('resize', refit)
    return () => window.removeEventListener('resize', refit)
  }, [on])
  return on ? ref : undefined
}
