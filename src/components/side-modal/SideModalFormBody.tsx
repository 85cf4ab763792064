import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import { getIn, type FormikProps, type FormikValues } from 'formik'
import { useEffect, useMemo, type ReactNode } from 'react'
import { announce } from '../announcer/announce'
import { flattenErrors } from '../form/flattenErrors'
import { useAnnounceNewErrors } from '../form/useAnnounceNewErrors'
import { FormErrorSummary } from './FormErrorSummary'

type SideModalFormBodyProps<Values extends FormikValues> = {
  formik: FormikProps<Values>
  submitError?: string | null
  children: ReactNode
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

  useEffect(() => {
    if (submitError) announce(`Error: ${submitError}`, 'assertive')
  }, [submitError])

  return (
    <Stack spacing={2}>
      {submitError && (
        <Alert severity="error">
          <AlertTitle>Error</AlertTitle>
          {submitError}
        </Alert>
      )}
      {submitCount > 0 && <FormErrorSummary errors={all} />}
      {children}
    </Stack>
  )
}
