import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Form, Formik, type FormikProps, type FormikValues } from 'formik'
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import type { AnyObjectSchema } from 'yup'
import { FormAnnouncesErrors } from '../form/FormAnnouncesErrors'
import type { ServerFieldError } from '../form/serverFieldErrors'
import { useDiscardGuard } from '../form/useDiscardGuard'
import { useKeptValues, type KeptValues } from '../form/useKeptValues'
import { useOneAtATime } from '../form/useOneAtATime'
import { useChangeReason } from '../list-page/changeGate'
import type { PlannedRequest } from '../request-preview/planRequest'
import { RequestPreview } from '../request-preview/RequestPreview'
import { SideModal } from './SideModal'
import { SideModalFormBody } from './SideModalFormBody'
import { GatedButton } from '../GatedButton'

export type SideModalFormProps<Values extends FormikValues> = {
  title: string
  initialValues: Values
  validationSchema?: AnyObjectSchema
  /**
   * Sends the values. Resolving `true` says it succeeded: what a lost sign-in kept of the form is
   * forgotten even if the navigation that follows meets one too.
   */
  onSubmit: (values: Values) => Promise<boolean | void> | boolean | void
  /** Cancel, Escape and the close button; with changes in the form, once the user says discard. */
  onDismiss: () => void
  submitLabel: string
  /** A server error for the last submit; shown above the fields, values are kept. */
  submitError?: string | null
  /** Server errors of the last submit that belong at fields, shown there instead. */
  submitFieldErrors?: readonly ServerFieldError[]
  loading?: boolean
  subtitle?: ReactNode
  /**
   * Fields never kept for after a sign-in, beyond those secret by name (password, key, token,
   * secret): see useKeptValues.
   */
  secretFields?: readonly string[]
  /**
   * What sending it does, in words for the role gate of where it opens (ChangeGateContext):
   * 'create projects'. A user whose role may not sees why above the fields, and nothing is sent.
   */
  gateAction?: string
  /**
   * What the submit sends, built by the same function the submit calls (planRequest): shown on
   * request under the fields (RequestPreview).
   */
  request?: (values: Values) => PlannedRequest
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode)
}

type FrameProps<Values extends FormikValues> = Omit<
  SideModalFormProps<Values>,
  'initialValues' | 'validationSchema' | 'onSubmit' | 'gateAction'
> & {
  formik: FormikProps<Values>
  keptRef: RefObject<KeptValues | null>
  /** why the user's role may not send this form (a project viewer in a project) */
  roleReason: string | undefined
}

/** The drawer around one formik form; leaving it with changes asks first (useDiscardGuard). */
function SideModalFormFrame<Values extends FormikValues>({
  formik,
  title,
  subtitle,
  submitLabel,
  submitError,
  submitFieldErrors,
  loading = false,
  onDismiss,
  secretFields,
  keptRef,
  roleReason,
  request,
  children,
}: FrameProps<Values>) {
  const formId = useId()
  const reasonId = useId()
  const guard = useDiscardGuard(formik.dirty)
  const kept = useKeptValues(formik, { form: title, secretFields, onKept: guard.release })
  useEffect(() => {
    keptRef.current = kept
  })
  // a submit's own navigation (to what it made, or back to the list) is not held
  const { submitting } = guard
  useEffect(() => submitting(formik.isSubmitting), [submitting, formik.isSubmitting])
  const dismiss = () => guard.dismiss(onDismiss)
  return (
    <SideModal
      title={title}
      subtitle={subtitle}
      isOpen
      onDismiss={dismiss}
      footer={
        <>
          <Button variant="outlined" color="inherit" onClick={dismiss}>
            Cancel
          </Button>
          {/* gated, a click sends nothing and runs no validation either */}
          <GatedButton
            type="submit"
            form={formId}
            variant="contained"
            disabled={formik.isSubmitting}
            loading={loading}
            disabledReason={roleReason}
            reasonShownBy={reasonId}
          >
            {submitLabel}
          </GatedButton>
        </>
      }
    >
      {/* said before the user fills it in: the form opened by its URL, or a role that changed */}
      {roleReason && (
        <Alert severity="info" id={reasonId} sx={{ mb: 2 }}>
          {roleReason}
        </Alert>
      )}
      <Form id={formId} noValidate aria-label={title}>
        <FormAnnouncesErrors.Provider value>
          <SideModalFormBody
            formik={formik}
            kept={kept}
            submitError={submitError}
            submitFieldErrors={submitFieldErrors}
          >
            {typeof children === 'function' ? children(formik) : children}
          </SideModalFormBody>
        </FormAnnouncesErrors.Provider>
      </Form>
      {request && (
        <Box sx={{ mt: 2 }}>
          <RequestPreview request={request} />
        </Box>
      )}
      {guard.element}
    </SideModal>
  )
}

/**
 * The one shell for side-modal forms. The submit button sits in the drawer's footer, outside
 * the <form>, and joins it through the `form` attribute so Enter in a field still submits.
 */
export function SideModalForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  gateAction = 'make this change',
  ...frame
}: SideModalFormProps<Values>) {
  const keptRef = useRef<KeptValues>(null)
  // A role that may not change where it opens (a project's viewer) sends nothing: the API would
  // refuse
  const roleReason = useChangeReason(gateAction)
  const oneAtATime = useOneAtATime()
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={(values) =>
        oneAtATime(async () => {
          if (roleReason) return
          if ((await onSubmit(values)) === true) keptRef.current?.settle()
        })
      }
    >
      {(formik) => (
        <SideModalFormFrame<Values>
          formik={formik}
          keptRef={keptRef}
          roleReason={roleReason}
          {...frame}
        />
      )}
    </Formik>
  )
}
