import { useField, useFormikContext } from 'formik'
import { useServerFieldError } from './serverFieldErrors'

/**
 * A field's error: the server's, while the values it refused are on screen; else its own, once
 * the field was left or a submit was tried (not while first typing).
 */
export function useVisibleError(name: string): string | undefined {
  const [, meta] = useField(name)
  const { submitCount } = useFormikContext()
  const server = useServerFieldError(name)
  return server ?? (meta.touched || submitCount > 0 ? meta.error : undefined)
}
