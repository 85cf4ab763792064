import { useCallback, useRef } from 'react'

/**
 * Runs a form's send one at a time. Two submits in one task (a double click, Enter and a click)
 * pass formik's checks before it renders the button disabled: the second sends nothing while the
 * first is on its way (issue 43 §3). It waits for the first instead of ending at once, so formik
 * counts the form as submitting until the first is answered, and the discard guard does not hold
 * the first's own navigation.
 */
export function useOneAtATime(): (send: () => Promise<unknown>) => Promise<void> {
  const inFlight = useRef<Promise<void> | null>(null)
  return useCallback((send) => {
    // the first caller hears how it went; the others only wait for it
    if (inFlight.current) return inFlight.current.catch(() => undefined)
    const sent = (async () => {
      try {
        await send()
      } finally {
        inFlight.current = null
      }
    })()
    inFlight.current = sent
    return sent
  }, [])
}
