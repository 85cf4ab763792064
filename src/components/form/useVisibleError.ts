import { useField, useFormikContext } from 'formik'
import { useRef } from 'react'
import { useServerFieldError } from './serverFieldErrors'

/**
 * A field's error: the server's, while the values it refused are on screen; else its own, once
 * the field was changed and left, or a submit was tried (not while first typing). Not for a field
 * merely passed through: a form opens with focus in its first field, and the message a blur of it
 * showed would move the controls below it between the press and the release of the click that
 * left it, so the click missed.
 */
export function useVisibleError(name: string): string | undefined {
  const [, meta] = useField(name)
  const { submitCount } = useFormikContext()
  const server = useServerFieldError(name)
  // ever changed: typed into and emptied again still counts
  const changed = useRef(false)
  if (meta.value !== meta.initialValue) changed.current = true
  return server ?? ((meta.touched && changed.current) || submitCount > 0 ? meta.error : undefined)
}
