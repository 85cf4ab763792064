import type { FormikProps, FormikValues } from 'formik'
import { useContext, type ReactNode } from 'react'
import { UNSAFE_RouteContext, useNavigate, type Params, type To } from 'react-router-dom'
import type { AnyObjectSchema } from 'yup'
import { nameTakenError, type ServerFieldMapper } from '../form/serverFieldErrors'
import { useSubmitError } from '../form/useSubmitError'
import { CheckListLink, useWriteOutcome } from '../form/useWriteOutcome'
import type { PlannedRequest } from '../request-preview/planRequest'
import { SideModalForm } from '../side-modal/SideModalForm'

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
  /**
   * The request `submit` sends, from the one function both call (planRequest), so the form's
   * 'Request' preview shows exactly what a submit would send.
   */
  request?: (values: Values) => PlannedRequest
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

type CrumbPathHandle = { crumbPath?: (params: Params) => string }

/**
 * The page the form opens over (the list it adds to, the resource it edits): the nearest route
 * around it that names its own path for the breadcrumbs. Read from the route context, which any
 * router provides (a test's MemoryRouter too).
 */
function useListLink(): string | undefined {
  const { matches } = useContext(UNSAFE_RouteContext)
  for (const match of [...matches].reverse()) {
    const handle = match.route.handle as CrumbPathHandle | undefined
    if (handle?.crumbPath) return handle.crumbPath(match.params)
  }
  return undefined
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
  request,
  children,
}: ResourceFormProps<Values, Result>) {
  const navigate = useNavigate()
  const listLink = useListLink()
  const { sending, unanswered, run } = useWriteOutcome({
    title,
    send: submit,
    successMessage,
    made: goTo,
    // in place of the form: Back then goes to the page before it, not to an emptied form
    onDone: (result: Result) =>
      goTo ? void navigate(goTo(result), { replace: true }) : onDismiss(),
  })
  const {
    submitError,
    fieldErrors: atFields,
    onSubmit,
  } = useSubmitError(run, async (error, values) => {
    const found = [
      ...nameTakenError(error, values),
      ...((await fieldErrors?.(error, values)) ?? []),
    ]
    return found.filter((f, i) => found.findIndex((g) => g.path === f.path) === i)
  })

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
      request={request}
    >
      {(formik) => (
        <>
          {unanswered && listLink && <CheckListLink to={listLink} />}
          {typeof children === 'function' ? children(formik) : children}
        </>
      )}
    </SideModalForm>
  )
}
