import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import { getIn, type FormikProps, type FormikValues } from 'formik'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { announce } from '../announcer/announce'
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

/**
 * Where the user has to look after a failed submit: the first field in error (focused, so the
 * keyboard is there too), a list's error, or the server's banner; scrolled into view in a long
 * form either way.
 */
function showFirstError(container: HTMLElement | null) {
  const target = container?.querySelector<HTMLElement>(
    '[aria-invalid="true"], [data-list-error], [data-submit-error]',
  )
  if (!target) return
  if (target.matches('input, select, textarea')) target.focus()
  // jsdom has no scrolling
  target.scrollIntoView?.({ block: 'center' })
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

  // once per failed submit: the client's checks (a new submit count) or the server's answer
  const container = useRef<HTMLDivElement>(null)
  const handled = useRef<unknown>(null)
  useEffect(() => {
    if (isSubmitting) return
    const failure = shown.banner || shown.fields.length ? shown : null
    const key = failure ?? (all.length > 0 && submitCount > 0 ? submitCount : null)
    if (key === null || key === handled.current) return
    handled.current = key
    showFirstError(container.current)
  }, [shown, all.length, submitCount, isSubmitting])

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
