import { TextField, type TextFieldProps } from './TextField'

export type DescriptionFieldProps = Partial<TextFieldProps>

export function DescriptionField({
  name = 'description',
  label = 'Description',
  ...rest
}: DescriptionFieldProps) {
  return <TextField name={name} label={label} autoComplete="off" {...rest} />
}
