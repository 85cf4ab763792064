import MuiTextField from '@mui/material/TextField'
import { useField } from 'formik'
import { useContext, useMemo, type ReactNode } from 'react'
import { FormAnnouncesErrors } from './FormAnnouncesErrors'
import { useAnnounceNewErrors } from './useAnnounceNewErrors'
import { useVisibleError } from './useVisibleError'

export type TextFieldProps = {
  name: string
  label: string
  required?: boolean
  /** Help text under the field; replaced by the error while there is one. */
  description?: ReactNode
  type?: string
  multiline?: boolean
  rows?: number
  autoComplete?: string
  placeholder?: string
  disabled?: boolean
  /** Only for a page that exists to be typed into (the sign-in page's user name). */
  autoFocus?: boolean
}

/**
 * A formik-bound text field. The error shows once the field was left or a submit was tried,
 * not while the user is still typing a first value. MUI links the helper text to the input
 * with aria-describedby and sets aria-invalid.
 */
export function TextField({ name, label, description, ...rest }: TextFieldProps) {
  const [field] = useField<string | null | undefined>(name)
  const formAnnounces = useContext(FormAnnouncesErrors)
  const error = useVisibleError(name)

  const toAnnounce = useMemo(
    () => (error && !formAnnounces ? [{ path: name, message: error }] : []),
    [error, formAnnounces, name],
  )
  useAnnounceNewErrors(toAnnounce)

  return (
    <MuiTextField
      {...field}
      {...rest}
      value={field.value ?? ''}
      label={label}
      error={Boolean(error)}
      helperText={error ?? description}
    />
  )
}
