import { createStore } from '~/components'

/** Whether the jump-to dialog is open: Ctrl+K and the sidebar's box both set it. */
export const jumpOpen = createStore(false)

// Keys typed after jump-to was asked for but before its box is there to take them (its chunk
// loading, the dialog mounting) are kept for the box instead of landing on the page behind.
let typedAhead = ''
jumpOpen.subscribe(() => {
  if (!jumpOpen.get()) typedAhead = ''
})

/**
 * Keeps a key for the box while jump-to is open and its box does not have the focus yet; says
 * whether it did (the page then must not act on it).
 */
export function keepTypedAhead(e: KeyboardEvent): boolean {
  if (!jumpOpen.get() || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return false
  if (document.activeElement?.closest('[data-jump-to]')) return false
  if (e.key.length === 1) typedAhead += e.key
  else if (e.key === 'Backspace') typedAhead = typedAhead.slice(0, -1)
  else if (e.key === 'Escape') jumpOpen.set(false)
  // Enter before the box is there picks nothing; on the page it would press what has the focus
  else if (e.key !== 'Enter') return false
  return true
}

/** What was typed ahead, for the box as it opens; the next opening starts empty. */
export function takeTypedAhead(): string {
  const typed = typedAhead
  typedAhead = ''
  return typed
}
