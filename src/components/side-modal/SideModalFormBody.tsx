import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import { getIn, type FormikProps, type FormikValues } from 'formik'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { announce } from '../announcer/announce'
import { useShowFirstError } from '../form/firstError'
import { flattenErrors } from '../form/flattenErrors'
import {
  ServerFieldErrors,
  useOwnSubmitFailure,
  type ServerFieldError,
} from '../form/serverFieldErrors'
import { useAnnounceNewErrors } from '../form/useAnnounceNewErrors'
import { RestoredNote, type KeptValues } from '../form/useKeptValues'
import { FormErrorSummary } from './FormErrorSummary'

type SideModalFormBodyProps<Values extends FormikValues> = {
  formik: FormikProps<Values>
  /** the form came back after a sign-in: the note says so */
  kept?: KeptValues
  submitError?: string | null
  /** the last submit's server errors that belong at fields (stable until the next failure) */
  submitFieldErrors?: readonly ServerFieldError[]
  children: ReactNode
}

/** Server error, error summary and the fields; announces errors as they become visible. */
export function SideModalFormBody<Values extends FormikValues>({
  formik,
  kept,
  submitError,
  submitFieldErrors,
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

  const shown = useOwnSubmitFailure(formik, submitError ?? null, submitFieldErrors)
  const byPath = useMemo(() => new Map(shown.fields.map((f) => [f.path, f.message])), [shown])
  useEffect(() => {
    if (shown.banner) announce(`Error: ${shown.banner}`, 'assertive')
    for (const field of shown.fields) announce(`Error: ${field.message}`, 'assertive')
  }, [shown])

  // a refused submit goes to the first field in error, or the summary, or the server's banner
  const container = useRef<HTMLDivElement>(null)
  useShowFirstError(container, formik, shown)

  return (
    <ServerFieldErrors.Provider value={byPath}>
      <Stack spacing={2} ref={container}>
        {kept && <RestoredNote kept={kept} />}
        {shown.banner && (
          <Alert severity="error" data-submit-error>
            <AlertTitle>Error</AlertTitle>
            {shown.banner}
          </Alert>
        )}
        {submitCount > 0 && <FormErrorSummary errors={all} />}
        {children}
      </Stack>
    </ServerFieldErrors.Provider>
  )
}
