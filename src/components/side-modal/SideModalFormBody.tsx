import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import { getIn, type FormikProps, type FormikValues } from 'formik'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { announce } from '../announcer/announce'
import { flattenErrors } from '../form/flattenErrors'
import { useAnnounceNewErrors } from '../form/useAnnounceNewErrors'
import { FormErrorSummary } from './FormErrorSummary'

type SideModalFormBodyProps<Values extends FormikValues> = {
  formik: FormikProps<Values>
  submitError?: string | null
  children: ReactNode
}

/**
 * A server error belongs to the submit that caused it: it shows while the values are the ones
 * that were sent, and goes with the next change or submit, so a fixed name never sits under a
 * stale 'already exists', and a switch that brings up a field's own error shows that error alone.
 * Formik hands out a new values object on every change (and keeps it when a set changes nothing),
 * so the values' identity tells whether anything changed since.
 */
function useOwnSubmitError<Values extends FormikValues>(
  { values, isSubmitting }: FormikProps<Values>,
  submitError: string | null | undefined,
): string | null {
  // the error as it arrived, with the values on screen then; a submit clears the error first
  // (useSubmitError), so even the same message again arrives anew
  const [owner, setOwner] = useState<{ error: string | null; values: Values }>({
    error: null,
    values,
  })
  const error = submitError ?? null
  if (owner.error !== error) setOwner({ error, values })
  if (!error || isSubmitting || owner.error !== error) return null
  return owner.values === values ? error : null
}

/** Server error, error summary and the fields; announces errors as they become visible. */
export function SideModalFormBody<Values extends FormikValues>({
  formik,
  submitError,
  children,
}: SideModalFormBodyProps<Values>) {
  const { errors, touched, submitCount, isSubmitting } = formik
  const all = useMemo(() => flattenErrors(errors), [errors])
  // What the user can see: errors of fields they left, or every error once they tried to submit.
  const visible = useMemo(
    () => (submitCount > 0 ? all : all.filter((e) => Boolean(getIn(touched, e.path)))),
    [all, touched, submitCount],
  )
  // Each failed submit repeats every message; mid-validation errors are stale, so wait.
  useAnnounceNewErrors(visible, isSubmitting ? null : submitCount)

  const shownError = useOwnSubmitError(formik, submitError)
  useEffect(() => {
    if (shownError) announce(`Error: ${shownError}`, 'assertive')
  }, [shownError])

  return (
    <Stack spacing={2}>
      {shownError && (
        <Alert severity="error">
          <AlertTitle>Error</AlertTitle>
          {shownError}
        </Alert>
      )}
      {submitCount > 0 && <FormErrorSummary errors={all} />}
      {children}
    </Stack>
  )
}
