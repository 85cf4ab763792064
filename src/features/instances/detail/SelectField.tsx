import MenuItem from '@mui/material/MenuItem'
import MuiTextField from '@mui/material/TextField'
import { useField, useFormikContext } from 'formik'

export type SelectOption = { value: string; label: string }

type SelectFieldProps = {
  name: string
  label: string
  options: SelectOption[]
  required?: boolean
  /** shown when there is nothing to pick yet (e.g. the subnets of a VPC still loading) */
  description?: string
  onChange?: (value: string) => void
}

/**
 * A formik-bound select for the detail tab's forms (VPC, subnet, IP pool). Errors show like
 * TextField's: once the field was left or a submit was tried.
 */
export function SelectField({
  name,
  label,
  options,
  required,
  description,
  onChange,
}: SelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name)
  const { submitCount } = useFormikContext()
  const error = meta.touched || submitCount > 0 ? meta.error : undefined
  return (
    <MuiTextField
      select
      name={name}
      label={label}
      required={required}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(e) => {
        void helpers.setValue(e.target.value)
        onChange?.(e.target.value)
      }}
      error={Boolean(error)}
      helperText={error ?? description}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </MuiTextField>
  )
}
