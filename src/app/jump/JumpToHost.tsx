import { lazy, Suspense, useEffect } from 'react'
import type { JumpArea } from './jumpOptions'
import { jumpOpen } from './jumpStore'

const JumpToDialog = lazy(() => import(/* webpackChunkName: "jump-to" */ './JumpToDialog'))

/**
 * Opens jump-to on Ctrl+K (⌘K on a Mac) anywhere in the signed-in console, and renders the
 * dialog while it is open. The shortcut wins over the browser's own (its search bar).
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
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <JumpToDialog areas={areas} />
    </Suspense>
  )
}
