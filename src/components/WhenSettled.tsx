import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

/**
 * How long rows stay on screen before the work they start for themselves (a request per row)
 * begins. Someone paging through a long list quickly starts none for the pages they pass over,
 * and the answers for a page left behind do not land while the next one is being drawn.
 */
export const SETTLE_MS = 150

/**
 * The cells of one table waiting for its rows to settle: one timer for all of them, so they all
 * start in one render, and a hold while the table loads another page. Each table has its own
 * (SettleScope), so a table loading a page holds its own rows, not those of another table on
 * the same screen.
 */
export type Settler = {
  /** Waits for the rows to settle, then calls `fn`; answers the cancel. */
  wait(fn: () => void): () => void
  /** The table loads another page: nothing waiting starts until the answer lets go. */
  hold(): () => void
}

export function createSettler(): Settler {
  const waiting = new Set<() => void>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let holds = 0
  let restartQueued = false

  /** Starts the wait again (a cell mounted meanwhile, a page arrived), unless held. */
  const restart = () => {
    restartQueued = false
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

  return {
    wait(fn) {
      waiting.add(fn)
      // only the rows that stayed start their work: the next page's rows start the wait again.
      // A page mounts 25 cells in one commit: they restart the timer once, after it.
      if (!restartQueued) {
        restartQueued = true
        queueMicrotask(restart)
      }
      return () => void waiting.delete(fn)
    },
    hold() {
      holds += 1
      restart()
      let held = true
      return () => {
        if (!held) return
        held = false
        holds -= 1
        restart()
      }
    },
  }
}

/** Cells outside any table's scope share one. */
const SettleContext = createContext<Settler>(createSettler())

/** The cells within wait on `settler` (a table's own). */
export const SettleScope = SettleContext.Provider

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
  const settler = useContext(SettleContext)
  const [settled, setSettled] = useState(false)
  useEffect(() => settler.wait(() => setSettled(true)), [settler])
  return settled ? children : placeholder
}
