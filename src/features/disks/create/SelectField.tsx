import MuiTextField from '@mui/material/TextField'
import { useField, useFormikContext } from 'formik'
import type { ReactNode } from 'react'

type SelectFieldProps = {
  name: string
  label: string
  required?: boolean
  description?: ReactNode
  disabled?: boolean
  /** <option> and <optgroup> elements */
  children: ReactNode
}

/**
 * A formik-bound native select: the browser's own list is the most accessible picker there is
 * and works with every input method. Errors show as in TextField (after leaving or submitting);
 * SideModalForm announces them.
 */
export function SelectField({ name, label, description, children, ...rest }: SelectFieldProps) {
  const [field, meta] = useField<string | number>(name)
  const { submitCount } = useFormikContext()
  const error = meta.touched || submitCount > 0 ? meta.error : undefined
  return (
    <MuiTextField
      {...field}
      {...rest}
      select
      label={label}
      error={Boolean(error)}
      helperText={error ?? description}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </MuiTextField>
  )
}
