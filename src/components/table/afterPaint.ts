/** Runs `fn` once the frame being drawn is on screen; answers the cancel. */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * Runs `fn` as the frame after the one being drawn begins: what it changes is drawn in that
 * frame, and the frame being drawn neither waits for it nor is followed at once by its work (a
 * click or key press in between goes first). Answers the cancel.
 */
export function inNextFrame(fn: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(fn)
  })
  return () => cancelAnimationFrame(frame)
}
