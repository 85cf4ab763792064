import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import MuiTextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useField, useFormikContext } from 'formik'
import { useId, type ReactNode } from 'react'

// Formik-bound controls the create page needs beyond the kit's text fields: radio groups, native
// selects and checkboxes. Errors show like the kit's TextField: once left or after a submit.

function useVisibleError(name: string) {
  const [, meta] = useField(name)
  const { submitCount } = useFormikContext()
  return meta.touched || submitCount > 0 ? meta.error : undefined
}

export type Choice = { value: string; label: ReactNode; description?: ReactNode }

export type RadioGroupFieldProps = {
  name: string
  /** the group's legend */
  label: string
  choices: readonly Choice[]
  /** extra work on a change, after the value is set (e.g. copying a preset's numbers) */
  onChoose?: (value: string) => void
  /** radios laid out as bordered cards in a wrapping row */
  cards?: boolean
}

/** A real radio group named by its label; arrow keys move between the choices. */
export function RadioGroupField({ name, label, choices, onChoose, cards }: RadioGroupFieldProps) {
  const [field, , helpers] = useField<string>(name)
  const error = useVisibleError(name)
  const labelId = useId()
  const errorId = useId()
  return (
    // the radiogroup itself carries the name; a fieldset around it would name the group twice
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        name={name}
        value={field.value}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        row={cards}
        sx={cards ? { gap: 1 } : undefined}
        onChange={(_, value) => {
          void helpers.setValue(value)
          onChoose?.(value)
        }}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={
              choice.description ? (
                <span>
                  <Typography component="span" sx={{ display: 'block' }}>
                    {choice.label}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {choice.description}
                  </Typography>
                </span>
              ) : (
                choice.label
              )
            }
            sx={
              cards
                ? {
                    m: 0,
                    pr: 2,
                    py: 0.5,
                    border: 1,
                    borderRadius: 1,
                    borderColor: field.value === choice.value ? 'primary.main' : 'divider',
                  }
                : undefined
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  )
}

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
}

/** A fieldset of checkboxes whose value is the list of checked items. */
export function CheckboxListField({ name, label, items }: CheckboxListFieldProps) {
  const [field, , helpers] = useField<string[] | null>(name)
  const checked = field.value ?? []
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
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
    </FormControl>
  )
}

/** A titled part of the page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  )
}
