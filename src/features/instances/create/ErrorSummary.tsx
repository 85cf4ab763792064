import { useFormikContext } from 'formik'
import { flattenErrors, FormErrorSummary } from '~/components'

/**
 * After a submit attempt, what still stops the form (the side modals' summary, spec §2): on a long
 * page the field in error may be out of sight.
 */
export function ErrorSummary() {
  const { errors, submitCount } = useFormikContext()
  if (submitCount === 0) return null
  return <FormErrorSummary errors={flattenErrors(errors)} />
}
