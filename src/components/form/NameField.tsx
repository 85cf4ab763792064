import { TextField, type TextFieldProps } from './TextField'

export type NameFieldProps = Partial<TextFieldProps>

/** The resource-name field every create/edit form has; rules come from the form's schema. */
export function NameField({ name = 'name', label = 'Name', ...rest }: NameFieldProps) {
  return <TextField name={name} label={label} required autoComplete="off" {...rest} />
}
