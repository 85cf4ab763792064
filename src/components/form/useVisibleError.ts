import { useField, useFormikContext } from 'formik'

/** A field's error, once the field was left or a submit was tried (not while first typing). */
export function useVisibleError(name: string): string | undefined {
  const [, meta] = useField(name)
  const { submitCount } = useFormikContext()
  return meta.touched || submitCount > 0 ? meta.error : undefined
}
