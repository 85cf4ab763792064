import Button from '@mui/material/Button'
import { Form, Formik, type FormikProps, type FormikValues } from 'formik'
import { useId, type ReactNode } from 'react'
import type { AnyObjectSchema } from 'yup'
import { FormAnnouncesErrors } from '../form/FormAnnouncesErrors'
import type { ServerFieldError } from '../form/serverFieldErrors'
import { SideModal } from './SideModal'
import { SideModalFormBody } from './SideModalFormBody'

export type SideModalFormProps<Values extends FormikValues> = {
  title: string
  initialValues: Values
  validationSchema?: AnyObjectSchema
  onSubmit: (values: Values) => Promise<void> | void
  onDismiss: () => void
  submitLabel: string
  /** A server error for the last submit; shown above the fields, values are kept. */
  submitError?: string | null
  /** Server errors of the last submit that belong at fields, shown there instead. */
  submitFieldErrors?: readonly ServerFieldError[]
  loading?: boolean
  subtitle?: ReactNode
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode)
}

/**
 * The one shell for side-modal forms. The submit button sits in the drawer's footer, outside
 * the <form>, and joins it through the `form` attribute so Enter in a field still submits.
 */
export function SideModalForm<Values extends FormikValues>({
  title,
  initialValues,
  validationSchema,
  onSubmit,
  onDismiss,
  submitLabel,
  submitError,
  submitFieldErrors,
  loading = false,
  subtitle,
  children,
}: SideModalFormProps<Values>) {
  const formId = useId()
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        await onSubmit(values)
      }}
    >
      {(formik) => (
        <SideModal
          title={title}
          subtitle={subtitle}
          isOpen
          onDismiss={onDismiss}
          footer={
            <>
              <Button variant="outlined" color="inherit" onClick={onDismiss}>
                Cancel
              </Button>
              <Button
                type="submit"
                form={formId}
                variant="contained"
                disabled={formik.isSubmitting}
                loading={loading}
              >
                {submitLabel}
              </Button>
            </>
          }
        >
          <Form id={formId} noValidate aria-label={title}>
            <FormAnnouncesErrors.Provider value>
              <SideModalFormBody
                formik={formik}
                submitError={submitError}
                submitFieldErrors={submitFieldErrors}
              >
                {typeof children === 'function' ? children(formik) : children}
              </SideModalFormBody>
            </FormAnnouncesErrors.Provider>
          </Form>
        </SideModal>
      )}
    </Formik>
  )
}
