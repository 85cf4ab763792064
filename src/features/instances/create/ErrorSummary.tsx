import Box from '@mui/material/Box'
import { useFormikContext } from 'formik'
import { flattenErrors, FormErrorSummary } from '~/components'

/**
 * After a submit attempt, what still stops the form (the side modals' summary, spec §2), at the
 * top of the page: on a long page the field in error may be out of sight, and an error whose
 * field is not on screen is said only here.
 */
export function ErrorSummary() {
  const { errors, submitCount } = useFormikContext()
  const all = flattenErrors(errors)
  if (submitCount === 0 || all.length === 0) return null
  return (
    <Box sx={{ maxWidth: '48rem', mb: 3 }}>
      <FormErrorSummary errors={all} />
    </Box>
  )
}
