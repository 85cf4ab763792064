import type { FormikProps, FormikValues } from 'formik'
import Link from '@mui/material/Link'
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import {
  createPath,
  Link as RouterLink,
  UNSAFE_RouteContext,
  useNavigate,
  type Params,
  type To,
} from 'react-router-dom'
import { messageOf } from '~/api/errors'
import { outcomeUnknown } from '~/api/reachability'
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
  children,
}: ResourceFormProps<Values, Result>) {
  const navigate = useNavigate()
  // the request is in flight: the submit button shows it and cannot send a second one
  const [sending, setSending] = useState(false)
  // the form is still open: a user who cancelled while it was on its way is not taken anywhere
  const open = useRef(false)
  useEffect(() => {
    open.current = true
    return () => {
      open.current = false
    }
  }, [])
  // a write whose answer never came: the user checks the list before sending it again
  const [unanswered, setUnanswered] = useState(false)
  const listLink = useListLink()
  const {
    submitError,
    fieldErrors: atFields,
    onSubmit,
  } = useSubmitError(
    async (values: Values) => {
      setSending(true)
      setUnanswered(false)
      let result: Result
      try {
        result = await submit(values)
      } catch (error) {
        // the user left while it was on its way: the outcome still reaches them
        if (!open.current)
          return void addToast({ variant: 'error', title, content: messageOf(error) })
        setUnanswered(outcomeUnknown(error))
        throw error
      } finally {
        if (open.current) setSending(false)
      }
      if (!open.current) {
        const to = goTo?.(result)
        return void addToast({
          content: successMessage(result),
          ...(to !== undefined && {
            cta: { text: 'View', link: typeof to === 'string' ? to : createPath(to) },
          }),
        })
      }
      addToast({ content: successMessage(result) })
      // in place of the form: Back then goes to the page before it, not to an emptied form
      if (goTo) void navigate(goTo(result), { replace: true })
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
      {(formik) => (
        <>
          {unanswered && listLink && (
            // a new tab: what was typed here stays for a second try
            <Link component={RouterLink} to={listLink} target="_blank" rel="noopener">
              Open the list in a new tab
            </Link>
          )}
          {typeof children === 'function' ? children(formik) : children}
        </>
      )}
    </SideModalForm>
  )
}
