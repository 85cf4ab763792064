import { lazy, Suspense, useEffect } from 'react'
import type { JumpArea } from './jumpOptions'
import { jumpOpen, keepTypedAhead } from './jumpStore'

const JumpToDialog = lazy(() => import(/* webpackChunkName: "jump-to" */ './JumpToDialog'))

/**
 * Opens jump-to on Ctrl+K (⌘K on a Mac) anywhere in the signed-in console, and renders the
 * dialog while it is open. The shortcut wins over the browser's own (its search bar). What is
 * typed before the dialog's box is there goes into the box, not to the page (keepTypedAhead).
 */
export function JumpToHost({ areas }: { areas: readonly JumpArea[] }) {
  const open = jumpOpen.useValue()
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        jumpOpen.set(!jumpOpen.get())
      }
    }
    // first in line: the page behind must not act on a key meant for the box
    const typedAhead = (e: KeyboardEvent) => {
      if (!keepTypedAhead(e)) return
      e.preventDefault()
      e.stopPropagation()
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('keydown', typedAhead, true)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('keydown', typedAhead, true)
    }
  }, [])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <JumpToDialog areas={areas} />
    </Suspense>
  )
}
