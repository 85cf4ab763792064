import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Typography from '@mui/material/Typography'
import { useFormikContext, type FormikErrors } from 'formik'
import { useId } from 'react'

/** Formik nests errors like the values (disks[1].name); the summary wants a flat list. */
function messagesOf(errors: FormikErrors<unknown> | string | undefined): string[] {
  if (!errors) return []
  if (typeof errors === 'string') return [errors]
  return Object.values(errors).flatMap((e) =>
    messagesOf(e as FormikErrors<unknown> | string | undefined),
  )
}

/**
 * After a submit attempt, what still stops the form, in page order: on a long page the field in
 * error may be out of sight. A named region, not an alert: the fields announce their own errors.
 */
export function ErrorSummary() {
  const { errors, submitCount } = useFormikContext()
  const headingId = useId()
  const messages = messagesOf(errors)
  if (submitCount === 0 || messages.length === 0) return null
  return (
    <Alert severity="error" role="region" aria-labelledby={headingId}>
      <AlertTitle id={headingId}>{messages.length === 1 ? 'Error' : 'Errors'}</AlertTitle>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <>
          <Typography>{messages.length} issues:</Typography>
          <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
            {messages.map((m, i) => (
              // the same message can stand for two fields ('Items must be unique')
              <li key={i}>{m}</li>
            ))}
          </Typography>
        </>
      )}
    </Alert>
  )
}
