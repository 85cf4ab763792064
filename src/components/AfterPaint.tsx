import { useEffect, useState, type ReactNode } from 'react'

// Work a table's rows start for themselves (a request per row) waits until the rows are on
// screen: their first frame is not held up by it. One frame callback for every cell waiting, so
// they all start in one render.
const waiting = new Set<() => void>()
let scheduled = false

function afterNextPaint(fn: () => void): () => void {
  waiting.add(fn)
  if (!scheduled) {
    scheduled = true
    requestAnimationFrame(() =>
      setTimeout(() => {
        scheduled = false
        const due = [...waiting]
        waiting.clear()
        for (const f of due) f()
      }, 0),
    )
  }
  return () => void waiting.delete(fn)
}

/** `placeholder` in the frame that first shows it, `children` from the next one on. */
export function AfterPaint({
  children,
  placeholder,
}: {
  children: ReactNode
  placeholder: ReactNode
}) {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterNextPaint(() => setPainted(true)), [])
  return painted ? children : placeholder
}
