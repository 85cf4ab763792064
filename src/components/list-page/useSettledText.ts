import { useEffect, useRef, useState } from 'react'

/** Typing settles this long before a list (and the URL) follows. */
const TYPING_MS = 250

/**
 * A filter box's text: it answers every key, and `onSettle` gets it once typing settles. A
 * change of `value` that did not come from the box (Back, a link) shows in it.
 */
export function useSettledText(value: string, onSettle: (text: string) => void) {
  const [text, setText] = useState(value)
  const sent = useRef(value)
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])
  useEffect(() => {
    if (text === sent.current) return
    const timer = setTimeout(() => {
      sent.current = text
      onSettle(text)
    }, TYPING_MS)
    return () => clearTimeout(timer)
  }, [text, onSettle])
  return [text, setText] as const
}
