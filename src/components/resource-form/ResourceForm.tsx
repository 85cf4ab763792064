import type { FormikProps, FormikValues } from 'formik'
import { useState, type ReactNode } from 'react'
import { useNavigate, type To } from 'react-router-dom'
import type { AnyObjectSchema } from 'yup'
import { nameTakenError, type ServerFieldMapper } from '../form/serverFieldErrors'
import { useSubmitError } from '../form/useSubmitError'
import { SideModalForm } from '../side-modal/SideModalForm'
import { addToast } from '../toast/toastStore'

export type ResourceFormProps<Values extends FormikValues, Result> = {
  title: string
  /** Under the title: the resource the form acts on (the instance of a NIC, …). */
  subtitle?: ReactNode
  submitLabel: string
  initialValues: Values
  validationSchema?: AnyObjectSchema
  /**
   * Turns the values into the request body and sends it: the mutation's `.unwrap()`, or a
   * machine's request around it. A rejection becomes the form's error banner, the values stay.
   */
  submit: (values: Values) => Promise<Result>
  /** The toast after a success, from what the API answered ('Project web created'). */
  successMessage: (result: Result) => string
  /**
   * Where to go after a success: the created resource, or the list showing it. Without it the
   * form closes through `onDismiss`.
   */
  goTo?: (result: Result) => To
  /**
   * Server errors that belong at a field (an overlapping block, a refused port): shown there, not
   * in the banner. A name another resource has always goes to the name field.
   */
  fieldErrors?: ServerFieldMapper<Values>
  /** Cancel, Escape, the close button, and after a success when there is no `goTo`. */
  onDismiss: () => void
  /**
   * Fields never kept for after a sign-in, beyond those secret by name (password, key, token,
   * secret): a password's confirmation, text that may carry credentials.
   */
  secretFields?: readonly string[]
  /** in words for the role gate where it opens: see SideModalForm */
  gateAction?: string
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode)
}

/**
 * The side-modal create and edit form of a resource: a form is its fields, how its values
 * become a request, and where the user lands afterwards. The error banner, the busy submit button,
 * the success toast and the navigation are the same everywhere, so they live here.
 */
export function ResourceForm<Values extends FormikValues, Result>({
  title,
  subtitle,
  submitLabel,
  initialValues,
  validationSchema,
  submit,
  successMessage,
  goTo,
  fieldErrors,
  onDismiss,
  secretFields,
  gateAction,
  children,
}: ResourceFormProps<Values, Result>) {
  const navigate = useNavigate()
  // the request is in flight: the submit button shows it and cannot send a second one
  const [sending, setSending] = useState(false)
  const {
    submitError,
    fieldErrors: atFields,
    onSubmit,
  } = useSubmitError(
    async (values: Values) => {
      setSending(true)
      let result: Result
      try {
        result = await submit(values)
      } finally {
        setSending(false)
      }
      addToast({ content: successMessage(result) })
      if (goTo) void navigate(goTo(result))
      else onDismiss()
    },
    async (error, values) => {
      const found = [
        ...nameTakenError(error, values),
        ...((await fieldErrors?.(error, values)) ?? []),
      ]
      return found.filter((f, i) => found.findIndex((g) => g.path === f.path) === i)
    },
  )

  return (
    <SideModalForm<Values>
      title={title}
      subtitle={subtitle}
      submitLabel={submitLabel}
      initialValues={initialValues}
      validationSchema={validationSchema}
      loading={sending}
      submitError={submitError}
      submitFieldErrors={atFields}
      onDismiss={onDismiss}
      onSubmit={onSubmit}
      secretFields={secretFields}
      gateAction={gateAction}
    >
      {children}
    </SideModalForm>
  )
}
