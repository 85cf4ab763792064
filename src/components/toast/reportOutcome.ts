import { messageOf } from '~/api/errors'
import { ReportedError } from './ReportedError'
import { addToast } from './toastStore'

/**
 * Tells how an action started from a menu or button ended: a success toast, or an error toast
 * with `errorTitle` and the API's message. An error the user was already told about (a
 * ReportedError, e.g. an action the state machine refused) is not toasted again.
 */
export function reportOutcome<T>(
  request: Promise<T>,
  /** the success toast, or how to word it from the result (a name the server chose) */
  done: string | ((result: T) => string),
  errorTitle: string,
) {
  void request.then(
    (result) => addToast({ content: typeof done === 'string' ? done : done(result) }),
    (error: unknown) => {
      if (error instanceof ReportedError) return
      addToast({ variant: 'error', title: errorTitle, content: messageOf(error) })
    },
  )
}
