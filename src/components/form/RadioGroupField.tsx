import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useField } from 'formik'
import { useId, type ReactNode } from 'react'
import { useVisibleError } from './useVisibleError'

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
  /**
   * The id of a note elsewhere that bears on the choice (why the chosen source has nothing to
   * pick); an id not on the page is ignored.
   */
  describedBy?: string
}

/** A real radio group named by its label; arrow keys move between the choices. */
export function RadioGroupField({
  name,
  label,
  choices,
  onChoose,
  cards,
  describedBy,
}: RadioGroupFieldProps) {
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
        aria-describedby={[error && errorId, describedBy].filter(Boolean).join(' ') || undefined}
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
                // the first line of a two-line label lines up with the radio (its 9px padding)
                <Box component="span" sx={{ display: 'block', pt: '9px', pb: 0.5 }}>
                  <Typography component="span" sx={{ display: 'block' }}>
                    {choice.label}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {choice.description}
                  </Typography>
                </Box>
              ) : (
                choice.label
              )
            }
            sx={{
              ...(choice.description ? { alignItems: 'flex-start' } : {}),
              ...(cards
                ? {
                    m: 0,
                    pr: 2,
                    py: 0.5,
                    border: 1,
                    borderRadius: 1,
                    borderColor: field.value === choice.value ? 'primary.main' : 'divider',
                  }
                : {}),
            }}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  )
}
