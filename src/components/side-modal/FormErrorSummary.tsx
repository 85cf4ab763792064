import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useId, type MouseEvent } from 'react'
import { fieldElement, goToField } from '../form/firstError'
import type { FieldError } from '../form/flattenErrors'

/** A message that takes the user to its field: the summary may be far from it on a long form. */
export function ErrorLink({ error }: { error: FieldError }) {
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault()
    const form = e.currentTarget.closest('form') ?? document
    const field = fieldElement(form, error.path)
    if (field) goToField(field)
  }
  return (
    <Link href={`#${error.path}`} color="inherit" underline="always" onClick={go}>
      {error.message}
    </Link>
  )
}

/**
 * Spec §2: after a submit attempt, one invalid field is summarised as 'Error' and its message;
 * several as 'Errors', '{n} issues:' and a list. Each message is a link to its field. It is a
 * named region rather than an alert: the form announces the messages through the announcer, and
 * an alert role would say them twice. It takes focus when no field in error can (see
 * showFirstError).
 */
export function FormErrorSummary({ errors }: { errors: FieldError[] }) {
  const headingId = useId()
  if (errors.length === 0) return null
  const [only] = errors
  return (
    <Alert
      severity="error"
      role="region"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-error-summary
    >
      {errors.length === 1 && only ? (
        <>
          <AlertTitle id={headingId}>Error</AlertTitle>
          <ErrorLink error={only} />
        </>
      ) : (
        <>
          <AlertTitle id={headingId}>Errors</AlertTitle>
          <Typography>{errors.length} issues:</Typography>
          <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
            {errors.map((e) => (
              <li key={e.path}>
                <ErrorLink error={e} />
              </li>
            ))}
          </Typography>
        </>
      )}
    </Alert>
  )
}
