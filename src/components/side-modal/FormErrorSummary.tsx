import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import type { FieldError } from '../form/flattenErrors'

/**
 * Spec §2: after a submit attempt, one invalid field is summarised as 'Error' and its message;
 * several as 'Errors', '{n} issues:' and a list. It is a named region rather than an alert: the
 * form announces the messages through the announcer, and an alert role would say them twice.
 */
export function FormErrorSummary({ errors }: { errors: FieldError[] }) {
  const headingId = useId()
  if (errors.length === 0) return null
  const [only] = errors
  return (
    <Alert severity="error" role="region" aria-labelledby={headingId}>
      {errors.length === 1 && only ? (
        <>
          <AlertTitle id={headingId}>Error</AlertTitle>
          {only.message}
        </>
      ) : (
        <>
          <AlertTitle id={headingId}>Errors</AlertTitle>
          <Typography>{errors.length} issues:</Typography>
          <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
            {errors.map((e) => (
              <li key={e.path}>{e.message}</li>
            ))}
          </Typography>
        </>
      )}
    </Alert>
  )
}
