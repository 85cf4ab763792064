import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import { useField } from 'formik'
import type { ReactNode } from 'react'

export type CheckboxFieldProps = { name: string; label: ReactNode; disabled?: boolean }

/** A checkbox bound to a boolean value. */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>(name)
  // wrapped: a Stack's spacing would reset the label's negative margin that lines the box up
  return (
    <div>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            name={name}
            checked={field.value}
            onChange={(_, checked) => void helpers.setValue(checked)}
          />
        }
      />
    </div>
  )
}

export type CheckboxListFieldProps = {
  /** a string[] value: the checked items' values */
  name: string
  label: string
  items: readonly { value: string; label: ReactNode }[]
  /** the checkboxes side by side, wrapping, for a few short items */
  row?: boolean
}

/** A fieldset of checkboxes whose value is the list of checked items. */
export function CheckboxListField({ name, label, items, row }: CheckboxListFieldProps) {
  const [field, , helpers] = useField<string[] | null>(name)
  const checked = field.value ?? []
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row={row}>
        {items.map((item) => (
          <FormControlLabel
            key={item.value}
            label={item.label}
            control={
              <Checkbox
                checked={checked.includes(item.value)}
                onChange={(_, on) =>
                  void helpers.setValue(
                    on ? [...checked, item.value] : checked.filter((v) => v !== item.value),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  )
}
