import { useEffect, useRef } from 'react'
import { announce } from '../announcer/announce'
import type { FieldError } from './flattenErrors'

/**
 * Spec §2: screen-reader announcements accompany field errors. Normally only an error that is
 * new or changed for its field is spoken, so re-renders and re-validation don't repeat it.
 * `attempt` lets a form ask for everything again: when it changes (a new failed submit), all
 * visible errors are spoken; while it is null (validation still running) nothing is.
 */
export function useAnnounceNewErrors(visible: FieldError[], attempt: number | null = 0) {
  const spoken = useRef(new Map<string, string>())
  const lastAttempt = useRef(attempt)
  useEffect(() => {
    if (attempt === null) return
    const repeat = attempt !== lastAttempt.current
    lastAttempt.current = attempt
    const toSay = repeat ? visible : visible.filter((e) => spoken.current.get(e.path) !== e.message)
    spoken.current = new Map(visible.map((e) => [e.path, e.message]))
    if (toSay.length > 0) announce(toSay.map((e) => e.message).join('. '))
  }, [visible, attempt])
}
