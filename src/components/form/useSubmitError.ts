import { useState } from 'react'
import { messageOf } from '~/api/errors'

/**
 * Wraps a form's submit action: a failure becomes the message SideModalForm shows (from the
 * error catalogue), and the form keeps what the user typed. Cleared on each new attempt.
 */
export function useSubmitError<Values>(action: (values: Values) => Promise<void>) {
  const [submitError, setSubmitError] = useState<string | null>(null)
  const onSubmit = async (values: Values) => {
    setSubmitError(null)
    try {
      await action(values)
    } catch (e) {
      setSubmitError(messageOf(e))
    }
  }
  return { submitError, onSubmit }
}
