import { useEffect, useState, type ReactNode } from 'react'

/**
 * How long rows stay on screen before the work they start for themselves (a request per row)
 * begins. Someone paging through a long list quickly starts none for the pages they pass over,
 * and the answers for a page left behind do not land while the next one is being drawn.
 */
export const SETTLE_MS = 150

// One timer for every cell waiting, so they all start in one render.
const waiting = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined

/** Lists loading another page: while any is, rows about to leave start nothing. */
let holds = 0

/** Starts the wait again (a cell mounted meanwhile, a list's page arrived), unless held. */
function restart(): void {
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
  if (waiting.size === 0 || holds > 0) return
  timer = setTimeout(() => {
    timer = undefined
    const due = [...waiting]
    waiting.clear()
    for (const f of due) f()
  }, SETTLE_MS)
}

/**
 * For a list asking for another page: the rows on screen are about to leave, so none of them
 * starts its work until the list lets go (its page arrived or failed); then the wait starts again.
 */
export function holdSettling(): () => void {
  holds += 1
  restart()
  let held = true
  return () => {
    if (!held) return
    held = false
    holds -= 1
    restart()
  }
}

function whenSettled(fn: () => void): () => void {
  waiting.add(fn)
  // only the rows that stayed start their work: the next page's rows start the wait again
  restart()
  return () => void waiting.delete(fn)
}

/**
 * `placeholder` while the rows settle (SETTLE_MS after the last cell waiting was shown),
 * `children` from then on.
 */
export function WhenSettled({
  children,
  placeholder,
}: {
  children: ReactNode
  placeholder: ReactNode
}) {
  const [settled, setSettled] = useState(false)
  useEffect(() => whenSettled(() => setSettled(true)), [])
  return settled ? children : placeholder
}
