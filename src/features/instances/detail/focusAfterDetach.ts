import { useCallback, useEffect, useRef, type RefObject } from 'react'

const MENU_PREFIX = 'Row actions for '
const ROW_MENU = `button[aria-label^="${MENU_PREFIX}"]`
const CHECK_MS = 100
// a disk leaves the instance's list once its detach settles, which the tab polls for every second
const GIVE_UP_MS = 30_000

// Rows are found by their menu's name ('Row actions for web-1-boot'): the grid's row elements
// are slots that another row's content takes over.
const menus = (within: Element) => [...within.querySelectorAll<HTMLElement>(ROW_MENU)]
const labelOf = (menu: HTMLElement) => menu.getAttribute('aria-label')!.slice(MENU_PREFIX.length)
const menuOf = (root: HTMLElement, label: string) => menus(root).find((m) => labelOf(m) === label)

/**
 * After Detach, the row goes (at once, or when the detach settles) and with it the focus, which
 * the confirm dialog handed back to the row's menu: the browser drops it on the page body. Move it
 * to the next row's actions, else the previous row's, else `fallback` (the section's Attach
 * button). Left alone if the user has moved the focus elsewhere meanwhile.
 *
 * Returns `detached(rowLabel)`, to call once the detach has succeeded.
 */
export function useFocusAfterDetach(
  container: RefObject<HTMLElement | null>,
  fallback: (container: HTMLElement) => HTMLElement | undefined,
) {
  const stop = useRef<() => void>(() => {})
  useEffect(() => () => stop.current(), [])
  return useCallback(
    (label: string) => {
      const root = container.current
      const menu = root && menuOf(root, label)
      if (!root || !menu) return
      const grid = menu.closest('[role="grid"]') ?? root
      const labels = menus(grid).map(labelOf)
      const at = labels.indexOf(label)
      // the rows below it, then those above it, nearest first
      const candidates = [...labels.slice(at + 1), ...labels.slice(0, at).reverse()]
      stop.current()
      const started = Date.now()
      const timer = setInterval(() => {
        const active = document.activeElement
        // still in the dialog: wait
        if (active?.closest('[role="dialog"]')) return
        const own = menuOf(root, label)
        const lost = !active || active === document.body || !active.isConnected
        if (!lost && active !== own) return stop.current() // the user went elsewhere
        if (own) {
          // still on the row, which goes when the detach settles
          if (Date.now() - started > GIVE_UP_MS) stop.current()
          return
        }
        stop.current()
        const next = candidates.map((l) => menuOf(root, l)).find((m) => m)
        ;(next ?? fallback(root))?.focus()
      }, CHECK_MS)
      stop.current = () => clearInterval(timer)
    },
    [container, fallback],
  )
}

/** The button of `root` named `label` (a section's Attach button). */
export const buttonNamed = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === label)
