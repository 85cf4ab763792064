import MuiTextField from '@mui/material/TextField'
import { useField } from 'formik'
import type { ReactNode } from 'react'
import { useVisibleError } from './useVisibleError'

export type SelectOption = { value: string; label: string }
export type SelectGroup = { label: string; options: readonly SelectOption[] }

export type SelectFieldProps = {
  name: string
  label: string
  /** flat options, or groups shown as <optgroup>s */
  options: readonly SelectOption[] | readonly SelectGroup[]
  /** the empty first option's text, e.g. 'Select an image' */
  placeholder?: string
  required?: boolean
  description?: ReactNode
  disabled?: boolean
  onChoose?: (value: string) => void
}

const isGroups = (o: SelectFieldProps['options']): o is readonly SelectGroup[] =>
  o.length > 0 && 'options' in o[0]!

/** A native select: the platform's own keyboard and screen-reader behaviour. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  description,
  onChoose,
  ...rest
}: SelectFieldProps) {
  const [field, , helpers] = useField<string>(name)
  const error = useVisibleError(name)
  const option = (o: SelectOption) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  )
  return (
    <MuiTextField
      {...rest}
      select
      name={name}
      label={label}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(e) => {
        void helpers.setValue(e.target.value)
        onChoose?.(e.target.value)
      }}
      error={Boolean(error)}
      helperText={error ?? description}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {isGroups(options)
        ? options.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map(option)}
            </optgroup>
          ))
        : (options as readonly SelectOption[]).map(option)}
    </MuiTextField>
  )
}
