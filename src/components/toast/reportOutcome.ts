import { messageOf } from '~/api/errors'
import type { Outcome } from '~/state/machines'
import { ReportedError } from './ReportedError'
import { addToast, type ToastOptions } from './toastStore'

/**
 * Tells how an action started from a menu or button ended: a success toast, or an error toast
 * with `errorTitle` and the API's message. An error the user was already told about (a
 * ReportedError, e.g. an action the state machine refused) is not toasted again.
 */
export function reportOutcome<T>(
  request: Promise<T>,
  /**
   * the success toast, or how to word it from the result (a name the server chose); a toast's
   * options give it a call-to-action too (a link to what was made)
   */
  done: string | ((result: T) => string | Pick<ToastOptions, 'content' | 'cta'>),
  errorTitle: string,
) {
  void request.then(
    (result) => {
      const toast = typeof done === 'string' ? done : done(result)
      addToast(typeof toast === 'string' ? { content: toast } : toast)
    },
    (error: unknown) => {
      if (error instanceof ReportedError) return
      addToast({ variant: 'error', title: errorTitle, content: messageOf(error) })
    },
  )
}

/**
 * A machine request's outcome as the UI's usual promise: the value when it went through; a
 * refusal (§4 forbids it, nothing was sent) is shown in an error toast and thrown as a
 * ReportedError so no caller toasts it again; a failed request throws its error for the caller's
 * own error path (a form's banner, reportOutcome's toast).
 */
export function unwrapOutcome<T>(outcome: Outcome<T>): T {
  switch (outcome.kind) {
    case 'ok':
      return outcome.value
    case 'refused':
      addToast({ variant: 'error', title: 'Action not allowed', content: outcome.reason })
      throw new ReportedError(outcome.reason)
    case 'failed':
      throw outcome.error
  }
}
